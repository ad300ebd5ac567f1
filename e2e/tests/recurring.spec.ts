import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, pickOption, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Issue 22: a group admin creates 'Tuesday Walk, weekly at 10:00, Europe/London'; a member RSVPs to one date.
const expect = baseExpect.configure({ timeout: 30_000 });
const toasts = (page: Page) => page.locator('#aw-toasts');

interface Activity { id: number; title: string; startDate: string; timeZone: string; repeat: { seriesId: number; frequency: string; count: number | null } | null; myRsvp: { status: string } | null }

/** The next Tuesday at least 3 days ahead, 'YYYY-MM-DD'. */
function nextTuesday(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const londonTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

test.describe('recurring activities', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a group admin creates a weekly activity; a member answers one date, then all of them', async ({ page, browser }) => {
    await signIn(page, 'demo');
    const groups = (await (await page.request.get(`/api/groups?search=${encodeURIComponent('Tuesday Book Circle')}`)).json()) as Array<{ id: number; name: string }>;
    const books = groups.find((g) => g.name === 'Tuesday Book Circle')!;
    await page.goto(`/groups/${books.id}`);
    await page.getByRole('button', { name: 'Create Activity' }).click();
    const dialog = page.getByRole('dialog');
    const title = `Tuesday Walk ${Date.now().toString(36)}`;
    const day = nextTuesday();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A gentle walk round the harbour, every Tuesday morning.');
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('11:30');
    // The group meets in Bristol: its zone is preselected.
    await expect(dialog.getByLabel('Time zone').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('London');
    await pickOption(page, dialog.getByLabel('Repeats'), 'Every week on Tuesday');
    await expect(dialog.getByLabel('After a number of dates')).toBeChecked();
    await dialog.getByLabel('Number of dates', { exact: true }).fill('4');
    await dialog.getByLabel('Where').fill('Bristol Ferry Stop, Harbourside');
    await lookAt(page, 'create-weekly-1280');
    await dialog.getByRole('button', { name: 'Create Activity' }).click();
    await expect(toasts(page)).toContainText('Activity created!');

    // One card for the series: its next date, and how many follow.
    const card = page.locator('.aw-activity-card', { hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Every week on Tuesday · 3 more dates');
    const list = ((await (await page.request.get(`/api/groups/${books.id}/activities`)).json()) as Activity[]).filter((a) => a.title === title);
    expect(list).toHaveLength(4);
    for (const a of list) expect([a.timeZone, londonTime(a.startDate)]).toEqual(['Europe/London', '10:00']);

    // A member answers the second date only.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signUpNewMember(other, 'walker');
    expect((await other.request.post(`/api/groups/${books.id}/members`, { data: {} })).status()).toBe(201);
    await other.goto(`/activities/${list[0]!.id}`);
    await expect(other.getByRole('heading', { level: 2, name: 'Repeats' })).toBeVisible();
    await expect(other.getByText('Every week on Tuesday · 4 dates')).toBeVisible();
    await other.locator('.aw-series-dates a').nth(1).click();
    await expect(other).toHaveURL(new RegExp(`/activities/${list[1]!.id}$`));
    await other.getByRole('group', { name: /^Are you going\?/ }).getByRole('button', { name: 'Going', exact: true }).click();
    await expect(toasts(other)).toContainText('Your answer is saved');
    await expect(other.locator('.aw-activity-header .aw-rsvp-tag')).toHaveText('Going');
    await expect(other.locator('.aw-series-dates li').nth(1)).toContainText('Going');
    await expect(other.locator('.aw-series-dates li').nth(0)).not.toContainText('Going');
    await checkA11y(other);
    await other.setViewportSize({ width: 360, height: 800 });
    await lookAt(other, 'series-date-360');
    await other.setViewportSize({ width: 1280, height: 900 });
    await lookAt(other, 'series-date-1280');

    // Then every date.
    await other.getByRole('button', { name: 'Going to all future dates' }).click();
    await expect(toasts(other)).toContainText('You are going to all future dates');
    await expect(other.getByRole('button', { name: 'Stop going to all future dates' })).toBeVisible();
    await expect(other.locator('.aw-series-dates li .aw-rsvp-tag')).toHaveCount(4);
    const mine = ((await (await other.request.get(`/api/groups/${books.id}/activities`)).json()) as Activity[]).filter((a) => a.title === title);
    expect(mine.map((a) => a.myRsvp?.status)).toEqual(['going', 'going', 'going', 'going']);
    await context.close();

    // The admin cancels the last date.
    await page.goto(`/activities/${list[3]!.id}`);
    await page.getByRole('button', { name: 'Cancel this date' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel this date' }).click();
    await expect(toasts(page)).toContainText('Date cancelled');
    await expect(page.locator('.aw-activity-card', { hasText: title })).toContainText('2 more dates');
  });

  test('a group admin edits one date of a series, then this and every later date', async ({ page }) => {
    await signIn(page, 'demo');
    const groups = (await (await page.request.get(`/api/groups?search=${encodeURIComponent('Tuesday Book Circle')}`)).json()) as Array<{ id: number; name: string }>;
    const books = groups.find((g) => g.name === 'Tuesday Book Circle')!;
    const title = `Edit Walk ${Date.now().toString(36)}`;
    const day = nextTuesday();
    // 10:00 on London clocks: try both offsets the zone has.
    const at = (hhmm: string) =>
      [0, 60].map((off) => new Date(Date.parse(`${day}T${hhmm}:00Z`) - off * 60_000).toISOString()).find((iso) => londonTime(iso) === hhmm)!;
    const created = await page.request.post(`/api/groups/${books.id}/activities`, {
      data: {
        title, description: 'A walk we will change as we go along.', startDate: at('10:00'), endDate: at('11:00'), timeZone: 'Europe/London',
        repeat: { frequency: 'weekly', count: 3, until: null }, isVirtual: false, location: 'Bristol Ferry Stop, Harbourside', maxAttendees: null,
      },
    });
    expect(created.status()).toBe(201);
    const dates = async () => ((await (await page.request.get(`/api/groups/${books.id}/activities`)).json()) as Array<Activity & { location: string }>).filter((a) => a.title.startsWith(title));
    const list = await dates();
    expect(list).toHaveLength(3);

    // This date only: an hour later, on London clocks.
    await page.goto(`/activities/${list[1]!.id}`);
    await page.getByRole('button', { name: 'Edit activity' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
    await expect(dialog.getByRole('radio', { name: /This date only/ })).toBeChecked();
    await expect(dialog.getByLabel('Start time')).toHaveValue('10:00');
    await dialog.getByLabel('Title').fill('Hi');
    await dialog.getByLabel('Description').click();
    await expect(dialog.getByText('Title must be at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Start time').fill('11:00');
    await dialog.getByLabel('End time').fill('10:30');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('The end must be after the start.')).toBeVisible();
    await dialog.getByLabel('End time').fill('12:00');
    await checkA11y(page);
    await lookAt(page, 'edit-activity-one-1280');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Activity updated');
    await expect(page.locator('.aw-details')).toContainText('11:00 AM');
    let now = await dates();
    expect(now.map((a) => londonTime(a.startDate))).toEqual(['10:00', '11:00', '10:00']);

    // This and every later date: a new meeting point from the second date on; the first keeps its own.
    await page.getByRole('button', { name: 'Edit activity' }).click();
    await dialog.getByRole('radio', { name: 'This and every later date' }).check();
    await expect(dialog.getByLabel('Start time')).toHaveCount(0);
    await expect(dialog.getByText('Times change one date at a time')).toBeVisible();
    await dialog.getByLabel('Where').fill('M Shed steps, Wapping Wharf');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Dates updated');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.aw-details')).toContainText('M Shed steps');
    now = await dates();
    expect(now.map((a) => a.location)).toEqual(['Bristol Ferry Stop, Harbourside', 'M Shed steps, Wapping Wharf', 'M Shed steps, Wapping Wharf']);
    expect(now.map((a) => londonTime(a.startDate))).toEqual(['10:00', '11:00', '10:00']);

    // The form at 360 px.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Edit activity' }).click();
    await dialog.getByRole('radio', { name: 'This and every later date' }).check();
    await lookAt(page, 'edit-activity-following-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Tidy up: the whole series goes.
    expect((await page.request.delete(`/api/activities/${list[0]!.id}?scope=following`)).status()).toBe(204);
  });

  test('a member of the group sees no Edit activity button', async ({ page }) => {
    await signUpNewMember(page, 'reader');
    const groups = (await (await page.request.get(`/api/groups?search=${encodeURIComponent('Tuesday Book Circle')}`)).json()) as Array<{ id: number; name: string }>;
    const books = groups.find((g) => g.name === 'Tuesday Book Circle')!;
    expect((await page.request.post(`/api/groups/${books.id}/members`, { data: {} })).status()).toBe(201);
    const upcoming = ((await (await page.request.get(`/api/groups/${books.id}/activities`)).json()) as Activity[]).filter((a) => Date.parse(a.startDate) > Date.now());
    await page.goto(`/activities/${upcoming[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit activity' })).toHaveCount(0);
  });
});
