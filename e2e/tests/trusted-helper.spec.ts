import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { waitForMail } from '../support/inbox';
import { lookAt } from '../support/shots';

// Issue 34 item 1: a daughter is invited by mail (the local inbox), accepts, switches to 'Helping <her mother>' from
// the account menu, answers 'Going' for her; the mother sees it in 'What my helper did' and removes her, and the
// daughter's next page is her own account again.
test('a daughter invites, accepts, switches, answers for her mother; the mother sees it and removes her', async ({ page, browser }) => {
  test.slow(); // two accounts, a mail round trip, three accessibility checks
  const mother = await signUpNewMember(page, 'mother');
  const group = await (await page.request.post('/api/groups', {
    data: { name: `Coffee Friends ${Date.now().toString(36)}`, description: 'Coffee and a chat every Thursday morning.', type: 'social', location: 'Exeter, UK', imageUrl: null },
  })).json();
  const start = new Date(Date.now() + 4 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const title = `Thursday coffee morning ${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/groups/${group.id}/activities`, {
    data: {
      title, description: 'Coffee, cake and good company.', startDate: start.toISOString(), endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      timeZone: 'Europe/London', isVirtual: false, location: 'The Corner Café, Exeter, UK',
    },
  });
  expect(created.status()).toBe(201);
  const activity = await created.json();

  const context = await browser.newContext();
  const daughterPage = await context.newPage();
  const daughter = await signUpNewMember(daughterPage, 'daughter');

  // The mother invites her daughter in Settings → 'Someone who helps me'.
  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Someone who helps me' }) });
  await expect(card).toContainText('Nobody helps you yet.');
  await card.getByLabel('Their email address').fill(daughter.email);
  await card.getByRole('checkbox', { name: /^Answer for me/ }).check();
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByRole('list', { name: 'Invitations waiting' })).toContainText(daughter.email);
  await checkA11y(page);
  await lookAt(page, 'helpers-card', { part: card });

  // The daughter follows the mailed link, and accepts.
  const mail = await waitForMail(daughter.email, `${mother.name} asks you to help her on Afterwork`);
  const link = new URL(/(http\S+helper-invitation\?token=[\w-]+)/.exec(mail.text)![1]!);
  await daughterPage.goto(link.pathname + link.search);
  await daughterPage.getByRole('button', { name: 'Accept and help' }).click();
  await expect(daughterPage.getByRole('heading', { name: `You now help ${mother.name}` })).toBeVisible();

  // She switches from the account menu; the banner says whom she is helping on every page.
  await daughterPage.goto('/dashboard');
  await daughterPage.getByRole('button', { name: /^My Account/ }).click();
  await daughterPage.getByRole('button', { name: `Helping ${mother.name}` }).click();
  const banner = daughterPage.getByRole('region', { name: 'Helping' });
  await expect(banner).toContainText(`You are helping ${mother.name}`);
  await expect(banner.getByRole('button', { name: 'back to your own account' })).toBeVisible();
  await checkA11y(daughterPage);
  // At 360 px with 'Larger' text the banner wraps and stays whole.
  await daughterPage.evaluate(() => localStorage.setItem('afterwork.textSize', 'larger'));
  await daughterPage.reload();
  await lookAt(daughterPage, 'helping-banner', { widths: [360, 1280] });
  await daughterPage.setViewportSize({ width: 360, height: 800 });
  await expect(banner).toBeInViewport();
  expect(await daughterPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await daughterPage.setViewportSize({ width: 1280, height: 720 });

  // She answers 'Going' for her mother.
  await daughterPage.goto(`/activities/${activity.id}`);
  await expect(daughterPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(banner).toContainText(`You are helping ${mother.name}`);
  await daughterPage.getByRole('button', { name: 'Going', exact: true }).first().click();
  await expect(daughterPage.locator('.aw-rsvp-tag')).toHaveText('Going');
  // Her private messages are never reachable: the envelope is not even shown.
  expect((await daughterPage.request.get('/api/conversations')).status()).toBe(403);

  // The mother sees what her helper did, and removes her.
  await page.goto('/settings');
  await expect(card.getByRole('list', { name: 'What my helper did' })).toContainText(`${daughter.name} said you are going to ${title}`);
  await card.getByRole('button', { name: `Remove ${daughter.name}` }).click();
  await card.getByRole('button', { name: `Yes, remove ${daughter.name}` }).click();
  await expect(card).toContainText('Nobody helps you yet.');
  await checkA11y(page);

  // At once: the daughter's next page is her own account, with no banner.
  await daughterPage.goto('/dashboard');
  await expect(daughterPage.getByRole('region', { name: 'Helping' })).toHaveCount(0);
  await daughterPage.getByRole('button', { name: /^My Account/ }).click();
  await expect(daughterPage.getByRole('button', { name: `Helping ${mother.name}` })).toHaveCount(0);
  await context.close();
});
