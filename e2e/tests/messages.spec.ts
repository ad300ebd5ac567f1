import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 30, item 4: private messages between two members in two browsers. Ann writes to Bob from his profile (the
 * draft survives a reload, 'Sent' is said in words); Bob sees the unread count on the header's envelope after a
 * reload, reads and replies; Ann deletes her first message and both see 'Message deleted'. At 360 px with Larger
 * text (one thing at a time, 'Back to messages') and at 1280 px.
 */
// Generous: the machine under test may be slow (the page, not the rule, is what is measured).
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 300_000 });

async function member(browser: Browser, prefix: string, size: { width: number; height: number }, larger: boolean) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  if (larger) await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  const who = await signUpNewMember(page, prefix);
  return { context, page, ...who };
}

/** Both in one group: they may write to each other at once. */
async function shareAGroup(owner: Page, joiner: Page) {
  const created = await owner.request.post('/api/groups', {
    data: { name: `Chat walkers ${Date.now().toString(36)}`, description: 'A walking group for the messages test.', type: 'active', location: 'Bristol' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await joiner.request.post(`/api/groups/${id}/members`, { data: {} })).status()).toBeLessThan(300);
}

for (const { label, size, larger } of [
  { label: '360 px, Larger text', size: { width: 360, height: 780 }, larger: true },
  { label: '1280 px', size: { width: 1280, height: 900 }, larger: false },
]) {
  test(`${label}: send, the other sees it with the unread count after a reload, reply, delete`, async ({ browser }) => {
    const shot = label.startsWith('360') ? '360' : '1280';
    const ann = await member(browser, 'ann', size, larger);
    const bob = await member(browser, 'bob', size, larger);
    await shareAGroup(ann.page, bob.page);

    // Ann writes from Bob's profile; her draft survives a reload; Enter makes a new line.
    await ann.page.goto(`/profile/${bob.user.id}`);
    await ann.page.getByRole('button', { name: 'Send a message' }).or(ann.page.getByRole('link', { name: 'Send a message' })).first().click();
    await expect(ann.page).toHaveURL(/\/messages\?to=/);
    const box = ann.page.getByLabel(`Your message to ${bob.name}`);
    await box.click();
    await box.pressSequentially('Can anyone give me a lift');
    await box.press('Enter');
    await box.pressSequentially('from the station on Tuesday?');
    await ann.page.reload();
    await expect(ann.page.getByLabel(`Your message to ${bob.name}`)).toHaveValue('Can anyone give me a lift\nfrom the station on Tuesday?');
    await checkA11y(ann.page);
    await lookAt(ann.page, `messages-new-${shot}`);
    await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(ann.page).toHaveURL(/\/messages\?c=\d+/);
    await expect(ann.page.getByRole('status').filter({ hasText: /^Sent$/ })).toBeVisible();
    const mine = ann.page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText('from the station on Tuesday?');

    // Bob: the envelope says it after a reload, in words.
    await bob.page.goto('/dashboard');
    const envelope = bob.page.getByRole('link', { name: 'Messages: 1 unread message' });
    await expect(envelope).toBeVisible();
    await lookAt(bob.page, `messages-header-${shot}`);
    await envelope.click();
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const line = bob.page.getByRole('link', { name: new RegExp(ann.name) });
    await expect(line).toContainText('1 unread');
    await checkA11y(bob.page);
    await lookAt(bob.page, `messages-list-${shot}`);
    await line.click();
    await expect(bob.page.getByRole('list', { name: 'Messages' })).toContainText('Can anyone give me a lift');
    if (larger) await expect(bob.page.getByRole('link', { name: 'Back to messages' })).toBeVisible();
    else await expect(bob.page.getByRole('region', { name: 'Your conversations' })).toBeVisible();
    // Read: the envelope no longer counts it.
    await expect(bob.page.getByRole('link', { name: 'Messages: no unread messages' })).toBeVisible();
    await bob.page.getByLabel(`Your message to ${ann.name}`).fill('Yes, I can. See you at the front.');
    await bob.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(bob.page.getByRole('status').filter({ hasText: /^Sent$/ })).toBeVisible();
    await checkA11y(bob.page);
    await lookAt(bob.page, `messages-conversation-${shot}`);

    // Ann sees the reply after a reload, then deletes her own first message for both.
    await ann.page.reload();
    await expect(ann.page.getByRole('link', { name: 'Messages: no unread messages' })).toBeVisible();
    await expect(ann.page.getByRole('list', { name: 'Messages' })).toContainText('Yes, I can. See you at the front.');
    const first = ann.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await first.getByRole('button', { name: 'Delete' }).click();
    await first.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(first).toContainText('Message deleted');
    await bob.page.reload();
    const bobsFirst = bob.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await expect(bobsFirst).toContainText('Message deleted');
    await expect(bobsFirst).not.toContainText('lift');
    if (larger) {
      await bob.page.getByRole('link', { name: 'Back to messages' }).click();
      await expect(bob.page.getByRole('region', { name: 'Your conversations' })).toBeVisible();
      await expect(bob.page.getByRole('link', { name: new RegExp(ann.name) })).toContainText('You: Yes, I can.');
    }
    // Nothing is wider than the screen.
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await ann.context.close();
    await bob.context.close();
  });
}

test('a stranger\'s first message is a request: "Waiting for … to accept", then Accept', async ({ browser }) => {
  const size = { width: 1280, height: 900 };
  const sue = await member(browser, 'sue', size, false);
  const tom = await member(browser, 'tom', size, false);
  await sue.page.goto(`/messages?to=${tom.user.id}`);
  await expect(sue.page.getByText('your first message is a request')).toBeVisible();
  await sue.page.getByLabel(`Your message to ${tom.name}`).fill('Hello, I saw you at the choir.');
  await sue.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sue.page.getByText(`Waiting for ${tom.name} to accept`).first()).toBeVisible();
  await expect(sue.page.getByLabel(`Your message to ${tom.name}`)).toHaveCount(0);

  await tom.page.goto('/messages');
  await tom.page.getByRole('link', { name: new RegExp(sue.name) }).click();
  await expect(tom.page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await checkA11y(tom.page);
  await lookAt(tom.page, 'messages-request-1280');
  await tom.page.getByRole('button', { name: 'Accept' }).click();
  await expect(tom.page.getByLabel(`Your message to ${sue.name}`)).toBeVisible();
  await sue.page.reload();
  await expect(sue.page.getByLabel(`Your message to ${tom.name}`)).toBeVisible();
  await sue.context.close();
  await tom.context.close();
});
