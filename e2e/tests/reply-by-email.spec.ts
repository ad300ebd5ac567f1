import { expect, test, type Browser } from '@playwright/test';
import { signUpNewMember } from '../support/helpers';
import { confirmEmail, waitForMail } from '../support/inbox';

// Issue 30, item 6: reply by email, end to end. Bob answers Ann's post on the site; Ann gets the mail in the local
// inbox and answers it from there, as her mail program would (her words above the quoted mail); her answer appears
// in the group's discussion under her name, without the quoted mail.
const inboxUrl = () => `http://127.0.0.1:${process.env.E2E_INBOX_PORT}`;

async function memberIn(browser: Browser, prefix: string, groupId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const who = await signUpNewMember(page, prefix);
  await confirmEmail(page, who.email);
  expect((await page.request.post(`/api/groups/${groupId}/members`, { data: {} })).status()).toBeLessThan(300);
  return { context, page, ...who };
}

test('Ann answers a reply to her post from her mail, and her answer is in the conversation', async ({ browser, page }) => {
  const groups = (await (await page.request.get('/api/groups')).json()) as { groups?: Array<{ id: number; name: string }> } | Array<{ id: number; name: string }>;
  const group = (Array.isArray(groups) ? groups : groups.groups ?? [])[0]!;
  const ann = await memberIn(browser, 'ann', group.id);
  const bob = await memberIn(browser, 'bob', group.id);

  const post = await ann.page.request.post(`/api/groups/${group.id}/discussion`, { data: { body: 'Can someone give me a lift from the station on Tuesday?' } });
  expect(post.status()).toBe(201);
  const postId = ((await post.json()) as { id: number }).id;
  expect((await bob.page.request.post(`/api/discussion-posts/${postId}/replies`, { data: { body: 'I can, I will be at the station at 9.' } })).status()).toBe(201);

  const subject = `${bob.name} replied to your post in ${group.name}`;
  const mail = await waitForMail(ann.email, subject);
  expect(mail.headers['reply-to']).toMatch(/^reply\+post\./);

  // The inbox stands in for her mail program: 'Answer by email', her words, 'Send answer'.
  await ann.page.goto(inboxUrl());
  await ann.page.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: 'Answer by email' }).first().click();
  await ann.page.getByLabel('Your answer').fill('Thank you Bob, see you at 9.');
  await ann.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(ann.page.getByRole('status')).toContainText('Sent.');

  const thread = (await (await bob.page.request.get(`/api/groups/${group.id}/discussion`)).json()) as { posts: Array<{ id: number; replies: Array<{ author: { name: string }; body: string }> }> };
  expect(thread.posts.find((p) => p.id === postId)?.replies.map((r) => [r.author.name, r.body])).toEqual([
    [bob.name, 'I can, I will be at the station at 9.'],
    [ann.name, 'Thank you Bob, see you at 9.'],
  ]);
  await ann.context.close();
  await bob.context.close();
});
