import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';

interface Group { id: number; name: string; type: string }
interface Activity { id: number; title: string; groupId: number; maxAttendees: number | null; goingCount: number; startDate: string }

async function groupByName(page: Page, name: string): Promise<Group> {
  const res = await page.request.get(`/api/groups?search=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const g = ((await res.json()) as Group[]).find((x) => x.name === name);
  expect(g, `seeded group ${name}`).toBeTruthy();
  return g!;
}
async function activityByTitle(page: Page, groupId: number, title: string): Promise<Activity> {
  const list = (await (await page.request.get(`/api/groups/${groupId}/activities`)).json()) as Activity[];
  const a = list.find((x) => x.title === title);
  expect(a, `seeded activity ${title}`).toBeTruthy();
  return a!;
}
const toasts = (page: Page) => page.locator('#aw-toasts');
// The shared test machine can be slow: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('groups', () => {
  test.describe.configure({ timeout: 180_000 });
  test('a visitor browses, searches and filters the groups; Join Group leads to sign-in', async ({ page }) => {
    await page.goto('/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Groups' })).toBeVisible();
    const all = (await (await page.request.get('/api/groups')).json()) as Group[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    // Twelve at a time (issue 31: all of them made a 30,000 px page), then 'Show more groups' until every one shows.
    await expect(page.locator('.aw-group-card')).toHaveCount(12);
    await expect(page.getByText(`12 of ${all.length} groups`)).toBeVisible();
    await checkA11y(page);
    const more = page.getByRole('button', { name: 'Show more groups' });
    for (let shown = 12; shown < all.length; shown += 12) {
      await more.click();
      await expect(page.locator('.aw-group-card')).toHaveCount(Math.min(shown + 12, all.length));
    }
    await expect(more).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Riverside Morning Walkers' })).toBeVisible();

    await page.getByLabel('Search groups').fill('castle park'); // matches a location
    await expect(page.getByRole('heading', { level: 2, name: 'Chess in the Park' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Riverside Morning Walkers' })).toHaveCount(0);
    await page.getByLabel('Search groups').fill('');

    await page.getByRole('button', { name: 'Craft', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Craft', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.aw-group-card')).toHaveCount(Math.min(12, all.filter((g) => g.type === 'craft').length));
    await page.getByRole('button', { name: 'All Groups' }).click();

    await page.getByRole('tab', { name: /List View/ }).click();
    await expect(page.locator('.aw-group-card-list').first()).toBeVisible();

    await page.getByLabel('Search groups').fill('no such group anywhere xyz');
    await expect(page.getByRole('heading', { name: 'No groups found' })).toBeVisible();
    await page.getByLabel('Search groups').fill('Chess in the Park');
    await page.getByRole('button', { name: 'Join Group: Chess in the Park' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register/);
  });

  test('the demo member joins a group, RSVPs going, sees the badge, gets the calendar file and leaves', async ({ page }) => {
    await signIn(page, 'demo');
    const chess = await groupByName(page, 'Chess in the Park');
    const friday = await activityByTitle(page, chess.id, 'Friday Chess Afternoon');
    await page.goto(`/groups/${chess.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chess in the Park' })).toBeVisible();
    // Who is in a group is for its members: before joining, the count (issue 18).
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.getByText(/members?\. Join the group to see who is in it\./)).toBeVisible();
    await page.getByRole('tab', { name: 'Upcoming Activities' }).click();
    await page.getByRole('button', { name: 'Join Group', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Be respectful and kind to every member.')).toBeVisible();
    await expect(dialog.getByText('Say whether you are going to activities, so organisers know who is coming.')).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Join Group' }).click();
    await expect(toasts(page)).toContainText('Joined group!');
    await expect(toasts(page)).toContainText('You are now a member of this group.');
    await expect(page.getByRole('button', { name: 'Leave Group' })).toBeVisible();

    // Quick RSVP on the group page.
    const card = page.locator('.aw-activity-card', { has: page.getByRole('heading', { name: 'Friday Chess Afternoon' }) });
    await card.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(toasts(page)).toContainText('Your answer is saved');
    await expect(toasts(page)).toContainText('Your response has been recorded.');
    await expect(card.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Members by name.
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(page.locator('.aw-person', { hasText: 'Dorothy Evans' })).toContainText('Member');
    await checkA11y(page);

    // The activity page: badge, dialog, calendar file.
    await page.goto(`/activities/${friday.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Friday Chess Afternoon' })).toBeVisible();
    await expect(page.locator('.aw-rsvp-tag')).toHaveText('Going');
    await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(page.locator('.aw-person', { hasText: 'Dorothy Evans' })).toBeVisible();
    await checkA11y(page);
    // The same RSVP control as on the group page (issue 19 §11): the spec's 'Update RSVP' over the same buttons.
    const rsvp = page.getByRole('group', { name: /^Change my answer/ });
    await expect(rsvp.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await rsvp.getByRole('button', { name: 'Maybe', exact: true }).click();
    await expect(toasts(page)).toContainText('Your answer is saved');
    await expect(toasts(page)).toContainText('Your status has been updated to maybe.');
    await expect(page.locator('.aw-rsvp-tag')).toHaveText('Maybe');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Friday-Chess-Afternoon.ics');
    const ics = await page.request.get(`/api/activities/${friday.id}/calendar.ics`);
    expect(await ics.text()).toContain(`UID:afterwork-activity-${friday.id}@afterwork`);

    // Leave.
    await page.goto(`/groups/${chess.id}`);
    await page.getByRole('button', { name: 'Leave Group' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave Group' }).click();
    await expect(toasts(page)).toContainText('Left group');
    await expect(toasts(page)).toContainText('You have left this group.');
    await expect(page.getByRole('button', { name: 'Join Group', exact: true })).toBeVisible();
  });

  test('creating a group shows the rules, keeps what was typed, then succeeds', async ({ page }) => {
    await signIn(page, 'demo', '/groups');
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Group' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Group name').fill('ab');
    await dialog.getByLabel('Description').fill('short');
    await dialog.getByLabel('Location').fill('x');
    await dialog.getByLabel('Image link (URL)').fill('not a link');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(dialog.getByText('Group name must be at least 3 characters.')).toBeVisible();
    await expect(dialog.getByText('Description must be at least 10 characters.')).toBeVisible();
    await expect(dialog.getByText('Location must be at least 3 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid URL for the image.')).toBeVisible();
    await checkA11y(page);

    const name = `Walking Football ${Date.now().toString(36)}`;
    await dialog.getByLabel('Group name').fill(name);
    await expect(dialog.getByLabel('Description')).toHaveValue('short'); // kept
    await dialog.getByLabel('Description').fill('Gentle walking football for over-60s, every Saturday morning.');
    await dialog.getByLabel('Location').fill('Bristol');
    await dialog.getByLabel('Image link (URL)').fill('');
    await dialog.locator('label', { hasText: /^Active$/ }).click();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(toasts(page)).toContainText('Group created!');
    await expect(toasts(page)).toContainText('Your new group has been created successfully.');
    // Straight to the new group's page (issue 31).
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a full activity reads Activity Full; joining its waitlist shows the position', async ({ page }) => {
    await signUpNewMember(page, 'waiter');
    const user = (await (await page.request.get('/api/user')).json()) as { id: number };
    const walkers = await groupByName(page, 'Riverside Morning Walkers');
    const ramble = await activityByTitle(page, walkers.id, 'Autumn Leaves Ramble');
    expect(ramble.goingCount).toBe(ramble.maxAttendees);
    const join = await page.request.post(`/api/groups/${walkers.id}/members`, { data: { userId: user.id } });
    expect(join.status()).toBe(201);

    await page.goto(`/activities/${ramble.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn Leaves Ramble' })).toBeVisible();
    await expect(page.getByText('At capacity')).toBeVisible();
    const rsvp = page.getByRole('group', { name: /^Activity Full/ });
    await expect(rsvp.getByText('All places are taken. Choose Going to join the waitlist')).toBeVisible();
    await checkA11y(page);
    await rsvp.getByRole('button', { name: 'Going (join waitlist)' }).click();
    await expect(toasts(page)).toContainText('Your answer is saved');
    const mine = (await (await page.request.get(`/api/activities/${ramble.id}`)).json()) as { myRsvp: { status: string; waitlistPosition: number } };
    expect(mine.myRsvp.status).toBe('waitlisted');
    await expect(page.locator('.aw-rsvp-tag')).toHaveText(`Waitlisted #${mine.myRsvp.waitlistPosition}`);
    await expect(page.locator('.aw-callout')).toContainText(`number ${mine.myRsvp.waitlistPosition} on the waitlist`);
  });

  test('a group admin creates an activity with the form (validation first)', async ({ page }) => {
    await signIn(page, 'demo');
    const books = await groupByName(page, 'Tuesday Book Circle');
    await page.goto(`/groups/${books.id}`);
    await expect(page.getByText('You are an admin of this group.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Activity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Activity' }).click();
    await expect(dialog.getByText('Title must be at least 3 characters.')).toBeVisible();
    await expect(dialog.getByText('Please enter where the activity takes place.')).toBeVisible();
    await checkA11y(page);

    const title = `Poetry Afternoon ${Date.now().toString(36)}`;
    const day = new Date(Date.now() + 10 * 86_400_000);
    const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Bring a favourite poem to read aloud, or just listen.');
    await dialog.getByLabel('Date').fill(ymd);
    await dialog.getByLabel('Start time').fill('14:00');
    await dialog.getByLabel('End time').fill('13:00');
    await dialog.getByLabel('Where').fill('Central Library, Meeting Room 2');
    await dialog.getByRole('button', { name: 'Create Activity' }).click();
    await expect(dialog.getByText('The end must be after the start.')).toBeVisible();
    await dialog.getByLabel('End time').fill('15:30');
    await dialog.getByLabel('Places (optional)').fill('12');
    await dialog.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toasts(page)).toContainText('Activity created!');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.locator('.aw-activity-card', { hasText: title })).toContainText('12 spots left');
  });

  test('unknown group and activity pages', async ({ page }) => {
    await page.goto('/groups/99999999');
    await expect(page.getByRole('heading', { name: 'Group Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Groups' })).toBeVisible();
    await page.goto('/activities/abc');
    await expect(page.getByRole('heading', { name: 'Activity Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Groups' }).click();
    await expect(page).toHaveURL(/\/groups$/);
  });
});
