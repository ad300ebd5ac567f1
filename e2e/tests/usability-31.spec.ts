import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 31, as a first-time visitor of 70 meets it: a phone (360 px) with Larger text. Joining a community from its
 * page and saying she is going; reaching a member (name, profile, Report, Block) from where she meets him; signing
 * in; and the small words (no 'RSVP', what the calendar file is for). SHOTS_DIR=... keeps the pictures to look at.
 */
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 360, height: 740 } });
const FIRST_LOAD = { timeout: 30_000 };
const toasts = (page: Page) => page.locator('#aw-toasts');
/** A toast stays while the pointer rests on it (F8): move the pointer off, and let it go before the next tap. */
async function toastGone(page: Page) {
  await page.mouse.move(1, 1);
  await expect(toasts(page).locator('.aw-toast')).toHaveCount(0, { timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
});

interface CommunityActivity { id: number; title: string; startDate: string; maxAttendees: number | null; goingCount: number }

/** A community with an upcoming activity that has places left, as the API answers now. */
async function communityWithActivity(page: Page) {
  const list = (await (await page.request.get('/api/communities')).json()) as Array<{ id: number; name: string; memberCount: number }>;
  for (const c of list) {
    const acts = (await (await page.request.get(`/api/communities/${c.id}/activities`)).json()) as CommunityActivity[];
    const next = acts.find((a) => Date.parse(a.startDate) > Date.now() + 3_600_000 && (a.maxAttendees == null || a.goingCount < a.maxAttendees));
    if (next) return { community: c, activity: next };
  }
  throw new Error('no community with an upcoming activity');
}

async function newMemberElsewhere(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpNewMember(page, prefix);
  return { context, page, member };
}

test('blocker 1: a visitor joins a community from its page (signing in on the way), says she is going, and leaves', async ({ page, browser }) => {
  const { community, activity } = await communityWithActivity(page);
  const { context, member } = await newMemberElsewhere(browser, 'joiner');
  await context.close();

  await page.goto(`/communities/${community.id}`);
  await expect(page.getByRole('heading', { level: 1, name: community.name })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  await lookAt(page, '31-community-visitor');
  await page.getByRole('button', { name: 'Join this community' }).click();

  // Signing in first, then straight back to the community, where the join she asked for is done.
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('Username or email address').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/communities/${community.id}$`), FIRST_LOAD);
  await expect(toasts(page)).toContainText(`Welcome to ${community.name}`);
  await toastGone(page);
  await expect(page.getByText('You are a member of this community.')).toBeVisible();
  const count = (await (await page.request.get(`/api/communities/${community.id}`)).json()).memberCount as number;
  expect(count).toBe(community.memberCount + 1);
  await expect(page.locator('.cm-detail-head')).toContainText(`${count}`);

  // The same answer control as on a group's activities: plain words, saved at once.
  const item = page.locator('.cm-activity').filter({ has: page.getByRole('heading', { name: activity.title }) }).first();
  const ask = item.getByRole('group', { name: `Are you going? ${activity.title}`, exact: true });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(toasts(page)).toContainText('Your answer is saved');
  await toastGone(page);
  await expect(item.getByRole('group', { name: `Change my answer ${activity.title}`, exact: true }).getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/RSVP/)).toHaveCount(0);
  await lookAt(page, '31-community-member');
  await checkA11y(page);

  // Its own page has the calendar file, which says what to do with it.
  await item.getByRole('link', { name: activity.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible(FIRST_LOAD);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  await download;
  await expect(page.getByText('Added — open the file to put it in your calendar')).toBeVisible();
  await lookAt(page, '31-calendar-added');

  await page.goto(`/communities/${community.id}`);
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave the community' }).click();
  await expect(toasts(page)).toContainText(`You have left ${community.name}`);
  await expect(page.getByRole('button', { name: 'Join this community' })).toBeVisible();
  expect((await (await page.request.get(`/api/communities/${community.id}`)).json()).memberCount).toBe(community.memberCount);
});

test('blocker 2: names link to profiles and offer Report and Block; an organiser still removes whom he blocked', async ({ page, browser }) => {
  const other = await newMemberElsewhere(browser, 'scammer');
  const me = await signUpNewMember(page, 'organiser');
  const group = await (await page.request.post('/api/groups', { data: { name: `Tea club ${Date.now() % 100000}`, description: 'Tea and a chat every week.', type: 'social' } })).json();
  expect((await other.page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);

  await page.goto(`/groups/${group.id}?tab=members`);
  const person = page.locator('.aw-person').filter({ hasText: other.member.name });
  await expect(person.getByRole('link', { name: other.member.name })).toHaveAttribute('href', `/profile/${other.member.user.id}`, FIRST_LOAD);
  // No menu beside her own name.
  await expect(page.getByRole('button', { name: `Report or block ${me.name}` })).toHaveCount(0);
  await person.getByRole('button', { name: `Report or block ${other.member.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await lookAt(page, '31-member-menu');
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: `Yes, block ${other.member.name}` }).click();
  await expect(toasts(page)).toContainText(`You have blocked ${other.member.name}.`);
  await toastGone(page);
  // Still listed for the organiser, marked, and removable; the count says what the list shows.
  await expect(person.getByText('You have blocked them')).toBeVisible();
  await expect(page.locator('.aw-facts')).toContainText('2 members');
  await person.getByRole('button', { name: `Remove ${other.member.name} from the group` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(person).toHaveCount(0);
  await expect(page.locator('.aw-facts')).toContainText('1 member');

  // A profile she may not see still offers Report and Block (someone she never blocked blocked her: his profile is
  // hidden from her). Not the member she blocked: a block of someone who blocked you first is answered as for nobody.
  const stranger = await newMemberElsewhere(browser, 'stranger');
  expect((await stranger.page.request.post('/api/blocks', { data: { userId: me.user.id } })).status()).toBe(201);
  await page.goto(`/profile/${stranger.member.user.id}`);
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(page.getByText('If something about this member worries you')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await lookAt(page, '31-private-profile');
  await other.context.close();
  await stranger.context.close();
});

test("'Who is coming' and community leads link each name with its menu", async ({ page }) => {
  await signIn(page, 'demo');
  const { community } = await communityWithActivity(page);
  const leads = (await (await page.request.get(`/api/communities/${community.id}/leads`)).json()) as Array<{ userId: number; user: { name: string } }>;
  await page.goto(`/communities/${community.id}`);
  await expect(page.getByRole('heading', { level: 1, name: community.name })).toBeVisible(FIRST_LOAD);
  if (leads.length) {
    const lead = leads[0]!;
    await expect(page.locator('.cm-leads').getByRole('link', { name: lead.user.name })).toHaveAttribute('href', `/profile/${lead.userId}`);
    await expect(page.locator('.cm-leads').getByRole('button', { name: `Report or block ${lead.user.name}` })).toBeVisible();
  }
  // A group activity of the demo member with someone else going.
  const mine = (await (await page.request.get('/api/user')).json()) as { id: number };
  const acts = (await (await page.request.get(`/api/users/${mine.id}/activities`)).json()) as Array<{ id: number; startDate: string }>;
  for (const a of acts.filter((x) => Date.parse(x.startDate) > Date.now())) {
    const who = (await (await page.request.get(`/api/activities/${a.id}/attendees`)).json()) as Array<{ userId: number; name: string; status: string }>;
    const someone = who.find((w) => w.userId !== mine.id && w.status === 'going');
    if (!someone) continue;
    await page.goto(`/activities/${a.id}`);
    const coming = page.locator('.aw-attendee-groups');
    await expect(coming.getByRole('link', { name: someone.name }).first()).toHaveAttribute('href', `/profile/${someone.userId}`, FIRST_LOAD);
    await coming.getByRole('button', { name: `Report or block ${someone.name}` }).first().click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await expect(page.getByRole('dialog')).toContainText(someone.name);
    await lookAt(page, '31-who-is-coming-report');
    return;
  }
  throw new Error('the demo member has no upcoming activity with someone else going');
});

test('signing in: a Sign in link beside Join at 360 px and in the menu, tab titles, no Coming soon, demo below a divider', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header.aw-header');
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(header.getByRole('link', { name: 'Join', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await lookAt(page, '31-header-360-larger');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#aw-mobile-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.locator('#aw-mobile-menu').getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveTitle('Sign in to Afterwork');
  const panel = page.getByRole('tabpanel', { name: 'Sign in' });
  await expect(panel.getByLabel('Username or email address')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0);
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  const signInBox = await panel.getByRole('button', { name: 'Sign in', exact: true }).boundingBox();
  const demoBox = await panel.getByRole('button', { name: 'Try the demo account' }).boundingBox();
  const divider = await panel.getByText('or, just looking?').boundingBox();
  expect(divider!.y).toBeGreaterThan(signInBox!.y + signInBox!.height);
  expect(demoBox!.y).toBeGreaterThan(divider!.y);
  await lookAt(page, '31-sign-in-360-larger');
  await checkA11y(page);

  await page.getByRole('tab', { name: 'Join for free' }).click();
  await expect(page).toHaveTitle('Join Afterwork');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Afterwork' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign in' }).click();
  await panel.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test("a group's plain member sees no 'Create Activity'; the create-group help says one limit on one line", async ({ page, browser }) => {
  const owner = await newMemberElsewhere(browser, 'owner');
  const group = await (await owner.page.request.post('/api/groups', { data: { name: `Walkers ${Date.now() % 100000}`, description: 'Walks by the river every week.', type: 'active' } })).json();
  await signUpNewMember(page, 'plain');
  expect((await page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
  await page.goto(`/groups/${group.id}`);
  await expect(page.getByText('You are a member of this group.')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Create Activity' })).toHaveCount(0);
  await owner.context.close();

  await page.goto('/groups');
  await page.getByRole('button', { name: /Create (a )?Group/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description').fill('Tea and a chat');
  const help = dialog.getByText('What you do and who it is for. 14 of 500 characters (at least 10).');
  await expect(help).toBeVisible();
  await expect(dialog.locator('.ant-input-data-count')).toHaveCount(0);
  const box = await help.boundingBox();
  const field = await dialog.getByLabel('Description').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
  await lookAt(page, '31-create-group-help', { part: dialog });
});
