import { expect, test, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Blocking (issue 21) and profile privacy (issue 18, finding 5), end to end in the composed site.
test.describe.configure({ timeout: 150_000 });
const FIRST_LOAD = { timeout: 30_000 };
const toast = (page: Page) => page.locator('#aw-toasts');

test('block a member from their profile, they lose sight of you, unblock from Settings', async ({ page, browser }) => {
  const pestContext = await browser.newContext();
  const pestPage = await pestContext.newPage();
  const pest = await signUpNewMember(pestPage, 'pest');
  const me = await signUpNewMember(page, 'blocker');
  // A group both belong to, and an activity both go to.
  const group = await (await page.request.post('/api/groups', { data: { name: `Block test ${Date.now() % 100000}`, description: 'A group for the blocking test.', type: 'social' } })).json();
  expect((await pestPage.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
  const ids = async (p: Page, path: string) => ((await (await p.request.get(path)).json()) as Array<{ userId: number }>).map((r) => r.userId);

  await page.goto(`/profile/${pest.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pest.name })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(/They will no longer see your profile or which activities you go to/)).toBeVisible();
  await lookAt(page, 'block-confirm', { widths: [1280, 360] });
  await checkA11y(page);
  await page.getByRole('button', { name: `Yes, block ${pest.name}` }).click();
  await expect(toast(page)).toContainText(`You have blocked ${pest.name}.`);
  await expect(page.getByText(`You have blocked ${pest.name}.`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${pest.name}` })).toBeVisible();

  // The server keeps it: the blocked member sees no profile and neither sees the other in the group's list.
  await pestPage.goto(`/profile/${me.user.id}`);
  await expect(pestPage.getByRole('heading', { name: 'User not found' })).toBeVisible(FIRST_LOAD);
  expect(await ids(pestPage, `/api/groups/${group.id}/members`)).not.toContain(me.user.id);
  expect(await ids(page, `/api/groups/${group.id}/members`)).not.toContain(pest.user.id);

  // Settings lists the block; Unblock there restores the profile.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Blocked members' });
  await expect(card.getByText(pest.name)).toBeVisible(FIRST_LOAD);
  await lookAt(page, 'settings-blocked', { widths: [1280, 360] });
  await checkA11y(page);
  await card.getByRole('button', { name: `Unblock ${pest.name}` }).click();
  await expect(toast(page)).toContainText(`You have unblocked ${pest.name}.`);
  await expect(card.getByText('You have not blocked anyone.')).toBeVisible();
  await pestPage.reload();
  await expect(pestPage.getByRole('heading', { level: 1, name: me.name })).toBeVisible(FIRST_LOAD);
  expect(await ids(pestPage, `/api/groups/${group.id}/members`)).toContain(me.user.id);
  await pestContext.close();
});

test('profile privacy: a stranger sees only the name until the member opens their profile in Settings', async ({ page, browser }) => {
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await signUpNewMember(strangerPage, 'stranger');
  const me = await signUpNewMember(page, 'private');
  const mine = await (await page.request.get('/api/user')).json();
  expect((await page.request.patch('/api/user', { data: { name: mine.name, email: mine.email, bio: 'I grow tomatoes and sing in a choir.' } })).status()).toBe(200);

  await strangerPage.goto(`/profile/${me.user.id}`);
  await expect(strangerPage.getByRole('heading', { level: 1, name: me.name })).toBeVisible(FIRST_LOAD);
  await expect(strangerPage.getByText(`${me.name} shares their details only with the members they choose.`)).toBeVisible();
  await expect(strangerPage.getByText('I grow tomatoes')).toHaveCount(0);
  await expect(strangerPage.getByText(me.username)).toHaveCount(0);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Privacy' });
  await expect(card.getByRole('radio', { name: 'Members I share a group or community with' })).toBeChecked(FIRST_LOAD);
  await expect(card.getByRole('checkbox', { name: 'Show my username to other members' })).not.toBeChecked();
  await lookAt(page, 'settings-privacy', { widths: [1280, 360] });
  await card.getByRole('radio', { name: 'All members' }).click();
  await expect(card.getByRole('radio', { name: 'All members' })).toBeChecked();
  await card.getByRole('checkbox', { name: 'Show my username to other members' }).click();
  await expect(card.getByRole('checkbox', { name: 'Show my username to other members' })).toBeChecked();
  await checkA11y(page);

  await strangerPage.reload();
  await expect(strangerPage.getByText('I grow tomatoes and sing in a choir.')).toBeVisible(FIRST_LOAD);
  await expect(strangerPage.getByText(`Username: ${me.username}`)).toBeVisible();
  await strangerContext.close();
});
