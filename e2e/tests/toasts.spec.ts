import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signUpNewMember } from '../support/helpers';

/**
 * Issue 19 §9: toasts at 360 px stay clear of the page's actions, stand still while hovered or focused,
 * and every success looks the same.
 */

// A loaded machine (CI runs beside the other checks) can take more than the default 10 s to draw a remote's page.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 360, height: 740 };
const toast = (page: Page) => page.locator('#aw-toasts .aw-toast');

/** The control can still be pressed: the point at its centre is the control itself, not the toast over it. */
async function expectNotCovered(control: Locator, what: string) {
  const free = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(free, `${what} is not covered by the toast`).toBe(true);
}

async function expectInsideWindow(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test.describe.configure({ timeout: 90_000 });

test('360 px: the newsletter toast leaves Subscribe free, wherever the button is on the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const form = page.locator('#newsletter');
  const field = form.getByLabel('Your email address');
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  for (const block of ['end', 'start'] as const) {
    await field.fill(`toast.${block}.${Date.now()}@example.com`);
    // The button near the bottom of the screen, then near the top (under the sticky header).
    if (block === 'end') await subscribe.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    else await field.evaluate((el) => { el.scrollIntoView({ block: 'start' }); window.scrollBy(0, -100); }); // clear of the sticky header
    await subscribe.click();
    await expect(toast(page)).toContainText('Thank you for subscribing!');
    await expectInsideWindow(page, toast(page));
    await expectNotCovered(subscribe, `Subscribe (scrolled to the ${block})`);
    await expectNotCovered(field, `the email field (scrolled to the ${block})`);
    await page.screenshot({ path: test.info().outputPath(`newsletter-toast-${block}.png`) });
    await toast(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page)).toHaveCount(0);
  }
});

test("360 px: joining a group, the toast leaves 'Leave Group' free and is in the success style", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpNewMember(page, 'toast');
  const groups = (await (await page.request.get('/api/groups')).json()) as Array<{ id: number; name: string }>;
  await page.goto(`/groups/${groups.find((g) => g.name === 'Chess in the Park')!.id}`);
  await page.getByRole('button', { name: 'Join Group', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Join Group' }).click();
  await expect(toast(page)).toContainText('Joined group!');
  await expect(toast(page)).toHaveClass(/ant-alert-success/);
  const leave = page.getByRole('button', { name: 'Leave Group' });
  await expect(leave).toBeVisible();
  await expectInsideWindow(page, toast(page));
  await expectNotCovered(leave, 'Leave Group');
  await page.screenshot({ path: test.info().outputPath('join-toast-360.png') });
});

test('a toast stands still while hovered or focused (F8), and goes once let go', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const form = page.locator('#newsletter');
  await form.getByLabel('Your email address').fill(`hover.${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Thank you for subscribing!');
  await toast(page).hover();
  await expect(page.locator('#aw-toasts')).toHaveAttribute('data-paused', 'true');
  await page.waitForTimeout(6500); // longer than its 5 s
  await expect(toast(page)).toBeVisible();
  await page.mouse.move(5, 100);
  await expect(toast(page)).toHaveCount(0, { timeout: 7000 });

  // The keyboard: F8 moves the focus to the toasts; the toast waits while it is there.
  await form.getByLabel('Your email address').fill(`focus.${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Thank you for subscribing!');
  await page.keyboard.press('F8');
  await expect(page.locator('#aw-toasts')).toBeFocused();
  await page.waitForTimeout(6500);
  await expect(toast(page)).toBeVisible();
  await page.keyboard.press('Tab'); // to the toast's Dismiss button: still inside, still waiting
  await expect(toast(page).getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toHaveCount(0);
});

test('every success toast has the same style: an admin saving a library item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', '/resources/manage');
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Library item updated');
  await expect(toast(page)).toHaveClass(/ant-alert-success/);
});
