import { expect, test, type Browser } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 30, item 2: 'Questions and chat' on an activity's page, as two members of its group meet it on their phones
 * (360 px, Larger text): one going asks for a lift, the other answers; a visitor is invited to join the group. (The
 * panel once asked the community's discussion for every place that was not a group: 'Community not found'.)
 */
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 60_000, navigationTimeout: 60_000 });
const FIRST_LOAD = { timeout: 90_000 };

async function phone(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  return { context, page, who: await signUpNewMember(page, prefix) };
}

test("two members of the group ask and answer in an activity's 'Questions and chat'; a visitor is invited to join", async ({ browser }) => {
  const ann = await phone(browser, 'annchat');
  const group = (await (await ann.page.request.post('/api/groups', {
    data: { name: `Station Walkers ${Date.now() % 100000}`, description: 'We walk from the station to the park.', type: 'active', location: 'Exeter, UK' },
  })).json()) as { id: number; name: string };
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const title = `Park walk ${Date.now() % 100000}`;
  const created = await ann.page.request.post(`/api/groups/${group.id}/activities`, {
    data: { title, description: 'Meet at the station clock.', startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'Exeter St Davids, UK' },
  });
  expect(created.status()).toBe(201);
  const activity = (await created.json()) as { id: number };

  const bob = await phone(browser, 'bobchat');
  expect((await bob.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBeLessThan(300);
  await bob.page.goto(`/activities/${activity.id}`);
  const chat = bob.page.locator('#chat');
  await expect(chat.getByRole('heading', { name: 'Questions and chat' })).toBeVisible(FIRST_LOAD);
  await expect(chat).not.toContainText('We could not load');
  const question = 'Can someone give me a lift from the station?';
  await chat.getByRole('textbox').first().fill(question);
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chat.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  await expect(chat.getByRole('article', { name: `Post by ${bob.who.name}` })).toContainText(question);
  expect(await bob.page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(360);
  await lookAt(bob.page, '30-activity-chat');
  await checkA11y(bob.page);

  // Ann, the organiser, reads it on the activity's page and answers under it.
  await ann.page.goto(`/activities/${activity.id}`);
  const annChat = ann.page.locator('#chat');
  const post = annChat.getByRole('article', { name: `Post by ${bob.who.name}` });
  await expect(post).toContainText(question, FIRST_LOAD);
  await post.getByRole('button', { name: 'Reply' }).click();
  await ann.page.getByRole('textbox', { name: `Your reply to ${bob.who.name}` }).fill('Yes, I pass the station at 9:40. Look for a blue car.');
  await ann.page.getByRole('button', { name: 'Send reply', exact: true }).click();
  await expect(annChat.getByRole('article', { name: `Reply by ${ann.who.name}` })).toContainText('blue car');

  // A visitor sees that the chat exists and is invited to join the group first; no words of it.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/activities/${activity.id}`);
  const outside = visitorPage.locator('#chat');
  await expect(outside.getByRole('heading', { name: 'Questions and chat' })).toBeVisible(FIRST_LOAD);
  await expect(outside).not.toContainText(question);
  await expect(outside).not.toContainText('We could not load');
  await Promise.all([ann.context.close(), bob.context.close(), visitor.close()]);
});
