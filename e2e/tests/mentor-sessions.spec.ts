import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, pickOption, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Issue 22: mentor sessions are planned in a time zone, in a form. Mentors have no accounts: site admins plan,
// change and cancel their sessions on the mentor's profile.
const expect = baseExpect.configure({ timeout: 30_000 });
const toasts = (page: Page) => page.locator('#aw-toasts');
const session = (page: Page, title: string) => page.locator('.mp-session', { hasText: title });

/** A day at least 10 days ahead, 'YYYY-MM-DD'. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const timeIn = (iso: string, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

async function openEleanorSessions(page: Page) {
  const mentors = (await (await page.request.get('/api/mentors')).json()) as Array<{ id: number; name: string }>;
  const id = mentors.find((m) => m.name === 'Eleanor Whitfield')!.id;
  await page.goto(`/mentors/${id}`);
  await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
  return id;
}

test.describe('mentor sessions', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a site admin plans a session in Pacific time, changes it, and cancels it', async ({ page, browser }) => {
    await signIn(page, 'admin');
    const mentorId = await openEleanorSessions(page);
    const title = `Letters to grandchildren ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Plan a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan a session with Eleanor Whitfield' });
    // Eleanor lives in Portland, Oregon: her zone is preselected.
    await expect(dialog.getByLabel('Time zone').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Pacific Time (Los Angeles');
    // The contract's rules first.
    await dialog.getByRole('button', { name: 'Plan session' }).click();
    await expect(dialog.getByText('Title must be at least 3 characters.')).toBeVisible();
    await expect(dialog.getByText('Please choose a date.')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description (optional)').fill('Write a letter your grandchildren will keep.');
    await dialog.getByLabel('Date').fill(dayAhead(14));
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('Length (minutes)').fill('90');
    await dialog.getByLabel('Spots').fill('6');
    await checkA11y(page);
    await lookAt(page, 'session-form-1280');
    await dialog.getByRole('button', { name: 'Plan session' }).click();
    await expect(toasts(page)).toContainText('Session planned');
    await expect(dialog).toBeHidden();
    const planned = session(page, title);
    await expect(planned).toContainText('6 of 6 spots left');
    await expect(planned).toContainText('PST');

    const detail = async () => ((await (await page.request.get(`/api/mentors/${mentorId}`)).json()) as { upcomingSessions: Array<{ id: number; title: string; startsAt: string; timeZone: string; totalSpots: number }> }).upcomingSessions.find((s) => s.title === title)!;
    const created = await detail();
    expect([created.timeZone, timeIn(created.startsAt, 'America/Los_Angeles')]).toEqual(['America/Los_Angeles', '10:00']);

    // A member takes a spot; the admin cannot offer fewer spots than are taken.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signUpNewMember(other, 'writer');
    expect((await other.request.post(`/api/mentors/${mentorId}/sessions/${created.id}/reservations`)).status()).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    await session(page, title).getByRole('button', { name: `Edit session: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit session: ${title}` });
    await expect(edit.getByLabel('Start time')).toHaveValue('10:00');
    await expect(edit.getByText('1 already reserved.')).toBeVisible();
    await edit.getByLabel('Start time').fill('11:30');
    await edit.getByLabel('Time zone').click();
    await edit.getByLabel('Time zone').fill('London');
    await pickOption(page, edit.getByLabel('Time zone'), 'London, Edinburgh');
    await page.setViewportSize({ width: 360, height: 800 });
    await lookAt(page, 'session-edit-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Session updated');
    const moved = await detail();
    expect([moved.timeZone, timeIn(moved.startsAt, 'Europe/London')]).toEqual(['Europe/London', '11:30']);
    await expect(session(page, title)).toContainText('5 of 6 spots left');

    // Cancelling takes the session and its reservations away.
    page.once('dialog', (d) => void d.accept());
    await session(page, title).getByRole('button', { name: `Cancel session: ${title}` }).click();
    await expect(toasts(page)).toContainText('Session cancelled');
    await expect(session(page, title)).toHaveCount(0);
    expect((await other.request.delete(`/api/mentors/${mentorId}/sessions/${created.id}/reservations`)).status()).toBe(404);
    await context.close();
  });

  test('members see no session controls', async ({ page }) => {
    await signIn(page, 'demo');
    await openEleanorSessions(page);
    await expect(page.locator('.mp-session').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plan a session' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit session/ })).toHaveCount(0);
  });
});
