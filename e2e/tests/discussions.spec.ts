import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 30, item 1: a group's 'Discussion' tab, as two members in two browsers meet it. One posts, the other sees
 * it after a reload (real time is another piece's), thanks it, replies, edits in the window and deletes; the group's
 * admin removes a post with a reason and its author is told; a visitor sees the invitation; a draft survives a
 * reload and a refused send keeps the words. At 1280 px, and at 360 px with 'Larger' text. SHOTS_DIR=... keeps the
 * pictures.
 */
test.describe.configure({ timeout: 300_000 });
// The first page of a run loads the remotes on a cold server (a shared, loaded machine): room for it.
const FIRST_LOAD = { timeout: 60_000 };

// The API's own pg driver (as support/mail-log.ts): to age a post past the edit window without waiting 15 minutes.
const { Client } = createRequire(path.resolve(import.meta.dirname, '../../api/package.json'))('pg') as {
  Client: new (o: { connectionString: string }) => { connect(): Promise<void>; query(sql: string, v?: unknown[]): Promise<unknown>; end(): Promise<void> };
};
async function agePost(body: string) {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL! });
  await db.connect();
  try {
    await db.query(`update discussion_posts set created_at = created_at - interval '20 minutes' where body = $1`, [body]);
  } finally {
    await db.end();
  }
}

async function member(browser: Browser, prefix: string, opts: { width?: number; larger?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  if (opts.larger) await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  const who = await signUpNewMember(page, prefix);
  return { page, context, who };
}

async function groupWithTwo(browser: Browser, opts: { width?: number; larger?: boolean } = {}) {
  const ann = await member(browser, 'ann', opts);
  const bob = await member(browser, 'bob', opts);
  const res = await ann.page.request.post('/api/groups', {
    data: { name: `Talk test ${Date.now() % 100000}`, description: 'A group for the discussion test.', type: 'social' },
  });
  expect(res.status()).toBe(201);
  const group = (await res.json()) as { id: number; name: string };
  expect((await bob.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBeLessThan(300);
  return { ann, bob, group, url: `/groups/${group.id}?tab=discussion` };
}

const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` });
const replyBy = (page: Page, name: string) => page.getByRole('article', { name: `Reply by ${name}` });
async function send(page: Page, label: RegExp | string, text: string, button = 'Send') {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('two members talk in a group: post, thanks, reply, edit window, delete (1280 px)', async ({ browser }) => {
  const { ann, bob, group, url } = await groupWithTwo(browser);
  const annName = ann.who.name;
  const bobName = bob.who.name;

  // Ann writes, with a link; 'Sent' says it went.
  await ann.page.goto(url);
  const composer = ann.page.getByRole('textbox', { name: `Write to everyone in ${group.name}` });
  await expect(composer).toBeVisible(FIRST_LOAD);
  await send(ann.page, `Write to everyone in ${group.name}`, 'Who can give me a lift from the station?\nThe map: https://example.org/map <b>not bold</b>');
  await expect(ann.page.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(postBy(ann.page, annName)).toContainText('Who can give me a lift from the station?');

  // Bob sees it after a reload: the link opens safely in a new tab, the markup is text.
  await bob.page.goto(url);
  const annPost = postBy(bob.page, annName);
  await expect(annPost).toContainText('<b>not bold</b>', FIRST_LOAD);
  const link = annPost.getByRole('link', { name: 'https://example.org/map' });
  await expect(link).toHaveAttribute('rel', 'nofollow noopener ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(annPost.locator('b')).toHaveCount(0);
  // His name has the Report/Block menu; hers too for him.
  await expect(annPost.getByRole('button', { name: `Report or block ${annName}` })).toBeVisible();

  // Thanks, with a count; a reply under the post.
  await annPost.getByRole('button', { name: 'Thank you' }).click();
  await expect(annPost.getByText('1 thank you')).toBeVisible();
  await expect(annPost.getByRole('button', { name: 'Thanked' })).toHaveAttribute('aria-pressed', 'true');
  await annPost.getByRole('button', { name: 'Reply' }).click();
  await send(bob.page, `Your reply to ${annName}`, 'I can, I drive past at ten.', 'Send reply');
  const bobReply = replyBy(bob.page, bobName);
  await expect(bobReply).toContainText('I can, I drive past at ten.');

  // He changes his words within the window: 'edited' shows.
  await bobReply.getByRole('button', { name: 'Edit' }).click();
  await bob.page.getByRole('textbox', { name: 'Change your reply' }).fill('I can, I drive past at half past ten.');
  await bob.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(bobReply).toContainText('half past ten');
  await expect(bobReply).toContainText('(edited)');

  // Ann sees the reply and the thanks after a reload. Once her post is older than the window, 'Edit' is gone.
  await ann.page.reload();
  await expect(replyBy(ann.page, bobName)).toContainText('half past ten', FIRST_LOAD);
  await expect(postBy(ann.page, annName).getByText('1 thank you')).toBeVisible();
  await expect(postBy(ann.page, annName).getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  await agePost('Who can give me a lift from the station?\nThe map: https://example.org/map <b>not bold</b>');
  await ann.page.reload();
  const annOwn = postBy(ann.page, annName);
  await expect(annOwn).toBeVisible(FIRST_LOAD);
  await expect(annOwn.locator('.aw-post-actions').first().getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(annOwn.locator('.aw-post-actions').first().getByRole('button', { name: 'Delete' })).toBeVisible();
  await lookAt(ann.page, 'discussion-1280');
  await checkA11y(ann.page);

  // Bob deletes his reply (after saying yes).
  await bob.page.reload();
  await replyBy(bob.page, bobName).getByRole('button', { name: 'Delete' }).click();
  await expect(bob.page.getByRole('dialog', { name: 'Delete your reply?' })).toBeVisible();
  await bob.page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(replyBy(bob.page, bobName)).toHaveCount(0);

  await Promise.all([ann.context.close(), bob.context.close()]);
});

test("the group's admin removes a post with a reason (required) and its author is told; a visitor sees the count and is invited (1280 px)", async ({ browser }) => {
  const { ann, bob, group, url } = await groupWithTwo(browser);
  const bobName = bob.who.name;
  await ann.page.request.post(`/api/groups/${group.id}/discussion`, { data: { body: 'Who can give me a lift from the station?' } });
  await bob.page.goto(url);
  await expect(bob.page.getByRole('textbox', { name: `Write to everyone in ${group.name}` })).toBeVisible(FIRST_LOAD);

  // Bob posts; Ann (the group's admin) removes it with a reason, which is required; Bob is told.
  await send(bob.page, `Write to everyone in ${group.name}`, 'Raffle tickets for sale, five pounds each');
  await expect(postBy(bob.page, bobName)).toBeVisible();
  await ann.page.goto(url);
  const toRemove = postBy(ann.page, bobName);
  await expect(toRemove).toBeVisible(FIRST_LOAD);
  await toRemove.getByRole('button', { name: 'Remove' }).click();
  const dialog = ann.page.getByRole('dialog', { name: `Remove ${bobName}'s post?` });
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(dialog.locator('.aw-composer-error')).toHaveText('Please tell the author why their post was removed.');
  await dialog.getByRole('textbox', { name: 'Reason for removing (required)' }).fill('Please keep selling out of the group.');
  await lookAt(ann.page, 'discussion-remove-dialog');
  await dialog.getByRole('button', { name: 'Remove post' }).click();
  await expect(dialog).toBeHidden();
  await expect(postBy(ann.page, bobName)).toHaveCount(0);
  const notices = (await (await bob.page.request.get('/api/notifications')).json()) as { items: Array<{ title: string; body: string }> };
  expect(notices.items.find((n) => n.title === `Your post in ${group.name} was removed`)?.body).toContain('Please keep selling out of the group.');

  // A visitor sees how many posts there are and is invited to join.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const vPage = await visitor.newPage();
  await vPage.goto(url);
  await expect(vPage.getByText("1 post in this group's discussion.")).toBeVisible(FIRST_LOAD);
  await expect(vPage.getByText('Who can give me a lift')).toHaveCount(0);
  await vPage.getByRole('button', { name: 'Sign in to join the discussion' }).click();
  await expect(vPage).toHaveURL(/\/auth/);
  await Promise.all([ann.context.close(), bob.context.close(), visitor.close()]);
});

test("at 360 px with 'Larger' text: the draft survives a reload, a refused send keeps the words, posts and replies fit", async ({ browser }) => {
  const { ann, bob, group, url } = await groupWithTwo(browser, { width: 360, larger: true });
  await ann.page.goto(url);
  await expect(ann.page.locator('html')).toHaveAttribute('data-text-size', 'larger', FIRST_LOAD);
  const label = `Write to everyone in ${group.name}`;
  await expect(ann.page.getByRole('textbox', { name: label })).toBeVisible(FIRST_LOAD);

  // Enter makes a new line; the draft is kept across a reload.
  await ann.page.getByRole('textbox', { name: label }).fill('Lovely walk today.');
  await ann.page.getByRole('textbox', { name: label }).press('Enter');
  await ann.page.getByRole('textbox', { name: label }).pressSequentially('Same time next week?');
  await expect(ann.page.getByRole('textbox', { name: label })).toHaveValue('Lovely walk today.\nSame time next week?');
  await ann.page.reload();
  await expect(ann.page.getByRole('textbox', { name: label })).toHaveValue('Lovely walk today.\nSame time next week?', FIRST_LOAD);
  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(postBy(ann.page, ann.who.name)).toContainText('Same time next week?');

  // Only invisible characters: the server refuses, its words show and the text stays in the box.
  await ann.page.getByRole('textbox', { name: label }).fill('\u200b\u200b\u200b');
  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ann.page.locator('.aw-composer-error')).toContainText('Not sent: Please use visible letters.');
  await expect(ann.page.getByRole('textbox', { name: label })).toHaveValue('\u200b\u200b\u200b');
  await ann.page.getByRole('textbox', { name: label }).fill('');

  await bob.page.goto(url);
  await postBy(bob.page, ann.who.name).getByRole('button', { name: 'Reply' }).click(FIRST_LOAD);
  await send(bob.page, `Your reply to ${ann.who.name}`, 'Yes please! A very long word: https://example.org/a/very/long/path/that/must/wrap/on/a/phone', 'Send reply');
  await expect(replyBy(bob.page, bob.who.name)).toBeVisible();
  const overflow = await bob.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await lookAt(bob.page, 'discussion-360-larger');
  await checkA11y(bob.page);
  await Promise.all([ann.context.close(), bob.context.close()]);
});

test("the scam guard: a post asking for bank details is nudged first, 'Send anyway' sends it, and another member sees the warning", async ({ browser }) => {
  const { ann, bob, group, url } = await groupWithTwo(browser);
  const words = 'Please send me your bank details today, it is urgent';

  await ann.page.goto(url);
  const composer = ann.page.getByRole('textbox', { name: `Write to everyone in ${group.name}` });
  await expect(composer).toBeVisible(FIRST_LOAD);
  await send(ann.page, `Write to everyone in ${group.name}`, words);
  const nudge = ann.page.getByRole('dialog', { name: 'Before you send' });
  await expect(nudge).toBeVisible();
  await expect(composer).toHaveValue(words);
  await nudge.getByRole('button', { name: 'Send anyway' }).click();
  await expect(nudge).toBeHidden();
  await expect(composer).toHaveValue('');
  await expect(postBy(ann.page, ann.who.name)).toContainText(words);

  await bob.page.goto(url);
  const post = postBy(bob.page, ann.who.name);
  await expect(post).toContainText(words, FIRST_LOAD);
  const warning = post.getByRole('note', { name: 'Safety warning' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Read the Safety Center' })).toBeVisible();
  await checkA11y(bob.page);
  await Promise.all([ann.context.close(), bob.context.close()]);
});
