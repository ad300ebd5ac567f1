import { expect, test, type Browser } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 30, items 5, 6 and 7 as members meet them: opening a discussion reads its notices in the bell; 'Report' on a
 * post, the moderators' queue shows it with where it was written, 'Hide' takes it off the open page of the member
 * without a reload; Settings → Notifications offers new posts by mail 'Email at once', 'One email a day' or 'No
 * emails'. At 360 px with 'Larger' text.
 */
test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 60_000 };

async function member(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  const who = await signUpNewMember(page, prefix);
  return { page, context, who };
}

test("opening a discussion reads its notice; 'Report' on a post, the moderators hide it, and it leaves the member's open page", async ({ browser, page }) => {
  const ann = await member(browser, 'annrep');
  const bob = await member(browser, 'bobrep');
  const res = await ann.page.request.post('/api/groups', { data: { name: `Report test ${Date.now() % 100000}`, description: 'A group for the report test.', type: 'social' } });
  expect(res.status()).toBe(201);
  const group = (await res.json()) as { id: number; name: string };
  expect((await bob.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBeLessThan(300);
  const words = 'Please lend me 300 pounds today, I will pay you back next week';
  expect((await ann.page.request.post(`/api/groups/${group.id}/discussion`, { data: { body: words, confirmed: true } })).status()).toBe(201);

  // Bob's bell says a notice is waiting; opening the discussion reads it.
  await bob.page.goto('/groups');
  const bell = bob.page.getByRole('button', { name: /^Notifications:/ });
  await expect(bell).toHaveAccessibleName(/1 unread notification/, FIRST_LOAD);
  await bob.page.goto(`/groups/${group.id}?tab=discussion`);
  const post = bob.page.getByRole('article', { name: `Post by ${ann.who.name}` });
  await expect(post).toContainText(words, FIRST_LOAD);
  await expect(bell).toHaveAccessibleName('Notifications: no unread notifications');

  // One tap: 'Report' on the post, a reason, sent.
  await post.getByRole('button', { name: 'Report', exact: true }).first().click();
  const dialog = bob.page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toContainText(`this post by ${ann.who.name}`);
  await dialog.getByRole('radio', { name: /Scam or asking for money/ }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(bob.page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();
  await lookAt(bob.page, 'post-report-360-larger');
  await checkA11y(bob.page);
  await bob.page.getByRole('button', { name: 'Done' }).click();

  // The moderators' queue shows it with where it was written; 'Hide the content'.
  await signIn(page, 'admin', '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(FIRST_LOAD);
  const card = page.getByRole('region', { name: `Discussion post or reply: Post by ${ann.who.name} in the discussion of ${group.name}` });
  await expect(card).toContainText(words);
  await expect(card).toContainText(`the discussion of ${group.name}`);
  await card.getByRole('radio', { name: 'Hide the content' }).check();
  await card.getByLabel('Reason (kept in the audit log)').fill('Asking members for money');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#aw-toasts')).toContainText('no longer shows anywhere on the site');

  // Gone from Bob's open page without a reload, and from Ann's after one.
  await expect(post).toBeHidden({ timeout: 15_000 });
  await ann.page.goto(`/groups/${group.id}?tab=discussion`);
  await expect(ann.page.getByRole('textbox', { name: `Write to everyone in ${group.name}` })).toBeVisible(FIRST_LOAD);
  await expect(ann.page.getByText(words)).toHaveCount(0);
  await ann.context.close();
  await bob.context.close();
});

test("Settings → Notifications: new posts by mail 'One email a day', kept after a reload (360 px, Larger text)", async ({ browser }) => {
  const dot = await member(browser, 'dotdaily');
  await dot.page.goto('/settings');
  const row = dot.page.getByRole('group', { name: /New posts in the discussions of your groups/ });
  const choice = row.getByRole('radiogroup', { name: /^Emails:/ });
  await expect(choice.getByRole('radio', { name: 'No emails' })).toBeChecked(FIRST_LOAD);
  // Saved at once (the choice shows what the server kept).
  await choice.getByText('One email a day').click();
  await expect(dot.page.locator('#aw-toasts')).toContainText('Your notification choices have been saved.');
  await expect(choice.getByRole('radio', { name: 'One email a day' })).toBeChecked();
  // The chat's notices have one switch, in the site; a digest row has no 'On the site'.
  const chat = dot.page.getByRole('group', { name: /Questions and chat/ });
  await expect(chat.getByRole('checkbox', { name: 'On the site' })).toBeChecked();
  await expect(chat.getByRole('checkbox', { name: 'By email' })).toHaveCount(0);
  await expect(dot.page.getByRole('group', { name: /A daily email of new activities/ }).getByRole('checkbox', { name: 'On the site' })).toHaveCount(0);
  await lookAt(dot.page, 'settings-daily-360-larger');
  await checkA11y(dot.page);
  await dot.page.reload();
  await expect(dot.page.getByRole('group', { name: /New posts in the discussions of your groups/ }).getByRole('radio', { name: 'One email a day' })).toBeChecked(FIRST_LOAD);
  // Nothing spills sideways at 360 px.
  expect(await dot.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(362);
  await dot.context.close();
});

test("a post with a photo: the other member sees it with its description; a file that is not a photo is refused plainly (360 px, Larger text)", async ({ browser }) => {
  const fixtures = new URL('../../api/test/fixtures/photos/', import.meta.url).pathname;
  const ann = await member(browser, 'annphoto');
  const bob = await member(browser, 'bobphoto');
  const res = await ann.page.request.post('/api/groups', { data: { name: `Photo test ${Date.now() % 100000}`, description: 'A group for the photo test.', type: 'social' } });
  const group = (await res.json()) as { id: number; name: string };
  expect((await bob.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBeLessThan(300);

  await ann.page.goto(`/groups/${group.id}?tab=discussion`);
  const box = ann.page.getByRole('textbox', { name: `Write to everyone in ${group.name}` });
  await expect(box).toBeVisible(FIRST_LOAD);
  await expect(ann.page.getByRole('button', { name: 'Add a photo (optional)' })).toBeVisible();
  await ann.page.getByTestId('post-photo-file').setInputFiles(`${fixtures}garden.png`);
  await expect(ann.page.getByText('Photo to send with your post: garden.png')).toBeVisible();
  await ann.page.getByLabel('Describe the photo for people who cannot see it (optional)').fill('Roses by the garden gate');
  await box.fill('My garden this morning');
  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = ann.page.getByRole('article', { name: `Post by ${ann.who.name}` });
  await expect(mine.getByRole('img', { name: 'Roses by the garden gate' })).toBeVisible();
  await expect(ann.page.getByRole('button', { name: 'Add a photo (optional)' })).toBeVisible(); // the picker is empty again

  // Bob sees the photo with its words; it fits the phone's screen.
  await bob.page.goto(`/groups/${group.id}?tab=discussion`);
  const photo = bob.page.getByRole('article', { name: `Post by ${ann.who.name}` }).getByRole('img', { name: 'Roses by the garden gate' });
  await expect(photo).toBeVisible(FIRST_LOAD);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(360);
  expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(362);
  await lookAt(bob.page, 'post-photo-360-larger');
  await checkA11y(bob.page);

  // A file that is not a photo: the words go, and the member is told plainly why the photo did not.
  await ann.page.getByTestId('post-photo-file').setInputFiles(`${fixtures}not-allowed.gif`);
  await box.fill('And a moving picture');
  await ann.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ann.page.locator('#aw-toasts')).toContainText('Your post was sent without its photo');
  await expect(ann.page.locator('#aw-toasts')).toContainText('Please choose a photo in JPEG, PNG or HEIC format');
  await expect(ann.page.getByRole('article', { name: `Post by ${ann.who.name}` }).filter({ hasText: 'And a moving picture' })).toBeVisible();
  await ann.context.close();
  await bob.context.close();
});

test("a mentor sends an announcement to the members who booked their session: 'Sent to 1 member', and the member's bell has it (360 px, Larger text)", async ({ browser }) => {
  const { createRequire } = await import('node:module');
  const { Client } = createRequire(new URL('../../api/package.json', import.meta.url).pathname)('pg') as {
    Client: new (o: { connectionString: string }) => { connect(): Promise<void>; query(sql: string, v?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>; end(): Promise<void> };
  };
  const mentorMember = await member(browser, 'mentorme');
  const booked = await member(browser, 'booked');
  // A mentor of their own, whose contact address is the member's (mentors are members by their address), with a session.
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL! });
  await db.connect();
  let mentorId: number;
  const title = `Pruning roses ${Date.now() % 100000}`;
  try {
    const name = `Mentor ${Date.now() % 100000}`;
    const made = await db.query(
      `insert into mentors (name, role, bio, avatar, location, specialties, languages, education, years_experience, availability, contact_email, contact_phone,
                            social_links, mentoring_since, background, rating, review_count, cover_image)
       select $1, role, bio, avatar, location, specialties, languages, education, years_experience, availability, $2, contact_phone,
              social_links, mentoring_since, background, rating, review_count, cover_image from mentors where name = 'Eleanor Whitfield' returning id`,
      [name, mentorMember.who.email],
    );
    mentorId = Number(made.rows[0]!.id);
    await db.query(
      `insert into mentor_sessions (mentor_id, title, description, starts_at, duration_minutes, total_spots, spots_taken, time_zone)
       values ($1, $2, 'Bring your secateurs', now() + interval '5 days', 60, 6, 0, 'Europe/London')`,
      [mentorId, title],
    );
  } finally {
    await db.end();
  }
  const detail = (await (await booked.page.request.get(`/api/mentors/${mentorId}`)).json()) as { upcomingSessions: Array<{ id: number; title: string }> };
  const sessionId = detail.upcomingSessions.find((s) => s.title === title)!.id;
  expect((await booked.page.request.post(`/api/mentors/${mentorId}/sessions/${sessionId}/reservations`, { data: {} })).status()).toBe(201);

  // The member who booked sees no 'Send an announcement'; the mentor does.
  await booked.page.goto(`/mentors/${mentorId}`);
  await booked.page.getByRole('tab', { name: 'Upcoming Sessions' }).click(FIRST_LOAD);
  await expect(booked.page.getByRole('heading', { name: title })).toBeVisible(FIRST_LOAD);
  await expect(booked.page.getByRole('button', { name: /Send an announcement/ })).toHaveCount(0);

  await mentorMember.page.goto(`/mentors/${mentorId}`);
  await mentorMember.page.getByRole('tab', { name: 'Upcoming Sessions' }).click(FIRST_LOAD);
  await mentorMember.page.getByRole('button', { name: `Send an announcement to everyone who booked ${title}` }).click(FIRST_LOAD);
  const dialog = mentorMember.page.getByRole('dialog', { name: 'Send an announcement' });
  await expect(dialog).toContainText(`It goes to everyone who booked ${title}`);
  await dialog.getByRole('button', { name: 'Send announcement' }).click();
  await expect(dialog.getByText('Please write your announcement before sending.')).toBeVisible();
  await dialog.getByLabel('Your announcement').fill('We meet at the rose garden gate, not the hall.');
  await dialog.getByRole('button', { name: 'Send announcement' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Sent to 1 member');
  await lookAt(mentorMember.page, 'mentor-announcement-360-larger');
  await checkA11y(mentorMember.page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The member's bell has it, without a reload (beside the booking's own notice).
  const bell = booked.page.getByRole('button', { name: /^Notifications:/ });
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread notifications', { timeout: 15_000 });
  await bell.click();
  await expect(booked.page.getByRole('region', { name: 'Your notifications' })).toContainText(`Announcement about ${title}`);
  await mentorMember.context.close();
  await booked.context.close();
});

test('opening a conversation reads its notice in the bell: the header counts follow (360 px, Larger text)', async ({ browser }) => {
  const ann = await member(browser, 'annmsg');
  const bob = await member(browser, 'bobmsg');
  const res = await ann.page.request.post('/api/groups', { data: { name: `Message test ${Date.now() % 100000}`, description: 'A group for the message test.', type: 'social' } });
  const group = (await res.json()) as { id: number };
  expect((await bob.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBeLessThan(300);
  const sent = await ann.page.request.post('/api/conversations', { data: { recipientId: bob.who.user.id, body: 'Shall we walk to the café together on Thursday?' } });
  expect(sent.status()).toBe(201);
  const conversationId = ((await sent.json()) as { conversation: { id: number } }).conversation.id;

  // Bob's header: the envelope and the bell both say something is waiting.
  await bob.page.goto('/dashboard');
  const bell = bob.page.getByRole('button', { name: /^Notifications:/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread notification', FIRST_LOAD);
  await expect(bob.page.getByRole('link', { name: 'Messages: 1 unread message' })).toBeVisible();

  // He opens the conversation: its message is read, and so is the bell's notice of it.
  await bob.page.goto(`/messages?c=${conversationId}`);
  await expect(bob.page.getByRole('list', { name: 'Messages' })).toContainText('Shall we walk to the café together on Thursday?', FIRST_LOAD);
  await expect(bell).toHaveAccessibleName('Notifications: no unread notifications');
  await expect(bob.page.getByRole('link', { name: 'Messages: 1 unread message' })).toHaveCount(0);
  await ann.context.close();
  await bob.context.close();
});
