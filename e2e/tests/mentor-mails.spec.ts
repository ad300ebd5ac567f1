import { expect as baseExpect, test } from '@playwright/test';
import { signIn, signUpNewMember } from '../support/helpers';
import { confirmEmail, waitForMail } from '../support/inbox';
import { lookAt } from '../support/shots';

// Issue 17 §3 "Mentor sessions": a member reserves a spot on a mentor's page and gets the confirmation by mail (with
// its .ics) and in the bell; the two mentor switches are in Settings → Notifications; a cancelled session is told.
const expect = baseExpect.configure({ timeout: 30_000 });

test('reserving a mentor session is confirmed by mail and in the bell; its cancellation too (360 px)', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  const mentors = (await (await admin.request.get('/api/mentors')).json()) as Array<{ id: number; name: string }>;
  const mentorId = mentors.find((m) => m.name === 'Eleanor Whitfield')!.id;
  const title = `Planning a garden ${Date.now().toString(36)}`;
  const startsAt = new Date(Date.now() + 12 * 86_400_000);
  startsAt.setUTCHours(18, 0, 0, 0);
  const created = await admin.request.post(`/api/mentors/${mentorId}/sessions`, {
    data: { title, description: 'What to plant, and when.', startsAt: startsAt.toISOString(), timeZone: 'America/Los_Angeles', durationMinutes: 60, totalSpots: 5 },
  });
  expect(created.status()).toBe(201);
  const session = await created.json();

  const member = await signUpNewMember(page, 'mentee');
  await confirmEmail(page, member.email); // only confirmed addresses get news (issue 17 §4)
  await page.goto('/settings');
  const settings = page.getByRole('region', { name: 'Notifications' });
  await expect(settings.getByRole('group', { name: /Mentor sessions you reserved/ })).toBeVisible();
  await expect(settings.getByRole('group', { name: /Reminders the day before your mentor sessions/ })).toBeVisible();

  await page.goto(`/mentors/${mentorId}`);
  await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
  await page.getByRole('button', { name: `Reserve spot in ${title}` }).click();
  await expect(page.locator('#aw-toasts')).toContainText(/reserved|booked/i);

  const mail = await waitForMail(member.email, `Booked: ${title} with Eleanor Whitfield`);
  expect(mail.text).toMatch(/When: \w+day, .+ at (10|11):00 AM P[SD]T, for 60 minutes\./);
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications:/ });
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread notification');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Your notifications' });
  await expect(panel.getByRole('link', { name: new RegExp(`Your place is booked: ${title}`) })).toBeVisible();
  await lookAt(page, 'mentor-booked-bell-360');

  // The session is cancelled by a site admin: the member hears of it.
  expect((await admin.request.delete(`/api/mentors/${mentorId}/sessions/${session.id}`)).status()).toBe(204);
  await waitForMail(member.email, `Cancelled: ${title} with Eleanor Whitfield`);
  await adminContext.close();
});
