import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// The header's bell (issue 17 §5): the unread count after a waitlist promotion, the list, 'Mark all as read';
// a 48 px target whose count is announced, and a panel that stays on the screen at 360 px.
test.describe.configure({ timeout: 150_000 });
const FIRST_LOAD = { timeout: 30_000 };

for (const width of [360, 1280]) {
  test(`the bell counts a waitlist promotion, lists it and marks it read (${width} px)`, async ({ page, browser }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signUpNewMember(owner, 'owner');
    const group = await (await owner.request.post('/api/groups', { data: { name: `Bell test ${Date.now() % 100000}`, description: 'A group for the bell test.', type: 'social' } })).json();
    const start = new Date(Date.now() + 3 * 86_400_000);
    const activity = await (
      await owner.request.post(`/api/groups/${group.id}/activities`, {
        data: { title: 'Bell test walk', description: 'A walk for the bell test.', startDate: start.toISOString(), endDate: new Date(start.getTime() + 3_600_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'Ferry stop', maxAttendees: 1 },
      })
    ).json();
    const ownerUser = await (await owner.request.get('/api/user')).json();
    expect((await owner.request.post(`/api/activities/${activity.id}/attendees`, { data: { status: 'going' } })).status()).toBe(201);

    await page.setViewportSize({ width, height: 800 });
    await signUpNewMember(page, 'bell');
    expect((await page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
    expect((await (await page.request.post(`/api/activities/${activity.id}/attendees`, { data: { status: 'going' } })).json()).status).toBe('waitlisted');

    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications:/ });
    // Joining the waitlist told the member their place (issue 17 §3).
    await expect(bell).toHaveAccessibleName('Notifications: 1 unread notification', FIRST_LOAD);

    // The owner steps back: the member moves up from the waitlist and the bell says so.
    expect((await owner.request.patch(`/api/activities/${activity.id}/attendees/${ownerUser.id}`, { data: { status: 'not_going' } })).status()).toBe(200);
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications: 2 unread notifications', FIRST_LOAD);
    await expect(page.getByRole('status').filter({ hasText: '2 unread notifications' })).toBeAttached();
    // Everything in the header stays on the screen (the bell made room at 360 px).
    for (const control of [bell, page.getByRole('button', { name: /^My Account/ }), page.getByRole('link', { name: 'Afterwork' }).first()]) {
      const b = (await control.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    if (width < 900) {
      const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
    }
    const box = (await bell.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await bell.click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('link', { name: /A place opened up for you/ });
    await expect(item).toContainText('You are now going to Bell test walk.');
    await expect(panel.getByRole('link', { name: /You are number 1 on the waitlist: Bell test walk/ })).toBeVisible();
    const p = (await panel.boundingBox())!;
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width).toBeLessThanOrEqual(width);
    await lookAt(page, `bell-open-${width}`);
    await checkA11y(page);

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications: no unread notifications');
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/activities/${activity.id}$`));
    await expect(panel).toBeHidden();
    await ownerContext.close();
  });
}

test('visitors have no bell and ask for no notifications', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/notifications')) asked.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Afterwork' }).first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: /^Notifications:/ })).toHaveCount(0);
  expect(asked).toEqual([]);
});
