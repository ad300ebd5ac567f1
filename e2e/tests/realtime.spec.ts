import { expect, test, type Page } from '@playwright/test';
import { signUpNewMember } from '../support/helpers';

// Live updates (issue 30 item 6): two members in two browsers; what one does through the API shows on the other's
// open page within seconds, without a reload (one event stream per tab, GET /api/events).
test.describe.configure({ timeout: 120_000 });
const FIRST_LOAD = { timeout: 60_000 };
const LIVE = { timeout: 10_000 };

const unreadName = (n: number) => `Notifications: ${n === 0 ? 'no unread notifications' : n === 1 ? '1 unread notification' : `${n} unread notifications`}`;

/** Marks the page so a reload would be seen (the mark is gone after one). */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'still here'));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

async function groupWithTwoMembers(browser: import('@playwright/test').Browser, page: Page) {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpNewMember(owner, 'organiser');
  const group = await (await owner.request.post('/api/groups', { data: { name: `Live ${Date.now() % 100000}`, description: 'A group for the live updates test.', type: 'social' } })).json();
  await signUpNewMember(page, 'reader');
  expect((await page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
  return { owner, ownerContext, group: group as { id: number; name: string } };
}

for (const width of [360, 1280]) {
  test(`the header's bell follows a new notice without a reload (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 800 });
    const { owner, ownerContext, group } = await groupWithTwoMembers(browser, page);
    const post = await (await page.request.post(`/api/groups/${group.id}/discussion`, { data: { body: 'Selling my caravan, ask me for the price' } })).json();
    const before = (await (await page.request.get('/api/notifications')).json()).unread as number;

    const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200, FIRST_LOAD);
    await page.goto(`/groups/${group.id}`);
    const bell = page.getByRole('button', { name: /^Notifications:/ });
    await expect(bell).toHaveAccessibleName(unreadName(before), FIRST_LOAD);
    await stream;
    await markPage(page);

    // The organiser removes the post in the other browser: the reader is told why (a notice), and the bell counts it.
    expect((await owner.request.post(`/api/discussion-posts/${post.id}/removal`, { data: { reason: 'Please keep sales out of the group' } })).status()).toBe(204);
    await expect(bell).toHaveAccessibleName(unreadName(before + 1), LIVE);
    expect(await stillSamePage(page)).toBe('still here');
    await ownerContext.close();
  });
}

test("a post appears on the other member's open discussion without a reload", async ({ page, browser }) => {
  const { owner, ownerContext, group } = await groupWithTwoMembers(browser, page);
  await page.goto(`/groups/${group.id}`);
  const tab = page.getByRole('tab', { name: /^Discussion/ });
  await expect(page.getByRole('heading', { name: group.name })).toBeVisible(FIRST_LOAD);
  await tab.click();
  await markPage(page);
  const words = `Who needs a lift from the station on Tuesday? ${Date.now() % 100000}`;
  expect((await owner.request.post(`/api/groups/${group.id}/discussion`, { data: { body: words } })).status()).toBe(201);
  // In the discussion (the bell's notice of the new post shows the same words too).
  await expect(page.getByRole('article').getByText(words)).toBeVisible(LIVE);
  expect(await stillSamePage(page)).toBe('still here');
  await ownerContext.close();
});
