import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { confirmEmail, waitForMail } from '../support/inbox';
import { lookAt } from '../support/shots';

// Issue 22: a group admin cancels a one-off activity ('Cancel activity', with a confirmation); the member going
// hears by mail (the local inbox) and in the site. At 360 px.
test.use({ viewport: { width: 360, height: 800 } });

test('a group admin cancels a one-off activity; the member going is told by mail and in the site', async ({ page, browser }) => {
  test.slow();
  await signUpNewMember(page, 'host');
  const group = await (await page.request.post('/api/groups', {
    data: { name: `Picnic Friends ${Date.now().toString(36)}`, description: 'We meet in the park for picnics and a chat.', type: 'social', location: 'Bristol', imageUrl: null },
  })).json();
  const start = new Date(Date.now() + 4 * 86_400_000);
  start.setUTCHours(11, 0, 0, 0);
  const title = `Picnic ${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/groups/${group.id}/activities`, {
    data: {
      title, description: 'Bring something to share; we bring the blankets.', startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'Castle Park bandstand',
    },
  });
  expect(created.status()).toBe(201);
  const activity = await created.json();

  const context = await browser.newContext();
  const other = await context.newPage();
  const guest = await signUpNewMember(other, 'picnicker');
  await confirmEmail(other, guest.email); // only confirmed addresses get news (issue 17)
  expect((await other.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
  expect((await other.request.post(`/api/activities/${activity.id}/attendees`, { data: { status: 'going' } })).status()).toBe(201);

  await page.goto(`/activities/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A one-off activity has no Repeats panel: its own 'Cancel activity'.
  await expect(page.getByRole('button', { name: 'Cancel this date' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this activity?' });
  await expect(dialog).toContainText('will be removed with its answers');
  await expect(dialog).toContainText('The member going will be told by email and in the site');
  await checkA11y(page);
  await lookAt(page, 'cancel-activity-confirm-360');
  // 'Keep it' keeps it.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/api/activities/${activity.id}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Cancel activity' }).click();
  // The organiser's own words go into the mail and the notice (issue 31).
  await dialog.getByLabel('A message for them (optional)').fill('Rain all day, sorry! Same place next Saturday.');
  await dialog.getByRole('button', { name: 'Cancel activity' }).click();
  await expect(page.locator('#aw-toasts')).toContainText('Activity cancelled');
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  expect((await page.request.get(`/api/activities/${activity.id}`)).status()).toBe(404);

  const mail = await waitForMail(guest.email, `Cancelled: ${title}`);
  expect(mail.text).toContain('will not take place');
  expect(mail.text).toContain('“Rain all day, sorry! Same place next Saturday.”');
  const notices = await (await other.request.get('/api/notifications')).json();
  expect(notices.items).toContainEqual(expect.objectContaining({ kind: 'activity-change', title: `${title} is cancelled` }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
