import { expect, test, type Page } from '@playwright/test';
import { signUpNewMember } from '../support/helpers';

/**
 * Installable and readable offline (issue 33 §2): the web app manifest and its icons, the service worker installed
 * and in control, and, with the network gone, the offline page saying so plainly with the member's next activities.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the site's service worker is active and controls the page. */
async function controlled(page: Page) {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 }).catch(async () => {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 });
  });
}

test('the manifest names the site, its start page, theme and icons at every size', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5d4b');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Afterwork — Feel Better, Together', short_name: 'Afterwork', display: 'standalone', theme_color: '#0b5d4b' });
  expect(manifest.start_url).toMatch(/^\/dashboard/);
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  for (const s of ['48x48', '72x72', '96x96', '144x144', '192x192', '512x512']) expect(sizes).toContain(s);
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const img = await page.request.get(icon.src);
    expect(img.status(), icon.src).toBe(200);
    expect(img.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker installs; offline, the offline page says so and lists the next activities', async ({ page, context }) => {
  test.slow();
  await signUpNewMember(page, 'offline');
  const group = await (await page.request.post('/api/groups', {
    data: { name: `Morning Walkers ${Date.now().toString(36)}`, description: 'We walk by the river and stop for a coffee.', type: 'social', location: 'Exeter, UK', imageUrl: null },
  })).json();
  const titles: string[] = [];
  for (const days of [2, 5]) {
    const start = new Date(Date.now() + days * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const title = `River walk in ${days} days ${Date.now().toString(36)}`;
    const made = await page.request.post(`/api/groups/${group.id}/activities`, {
      data: {
        title, description: 'An easy walk along the river, about an hour.', startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'Exeter Quay, UK',
      },
    });
    expect(made.status()).toBe(201);
    const activity = await made.json();
    const rsvp = await page.request.post(`/api/activities/${activity.id}/attendees`, { data: { status: 'going' } });
    expect([200, 201]).toContain(rsvp.status());
    titles.push(title);
  }

  await page.goto('/');
  await controlled(page);
  // Online, the dashboard reads the member's activities (through the service worker, which keeps them).
  await page.goto('/dashboard');
  const next = page.getByRole('region', { name: 'Your Next Activities' });
  for (const title of titles) await expect(next.getByRole('link', { name: title })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This device is not connected to the internet just now')).toBeVisible();
  const list = page.getByRole('list');
  for (const title of titles) await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expect(list.getByText('Exeter Quay, UK · Going').first()).toBeVisible();

  // Back online, 'Try again' brings the page itself back.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Your Next Activities' })).toBeVisible();
});

test.describe('at 360 px with Larger text', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  });

  test("'Put Afterwork on your home screen': steps with pictures for iPad, iPhone and Android", async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Put Afterwork on your home screen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Put Afterwork on your home screen' })).toBeVisible();
    for (const [name, first] of [
      ['On an iPad', 'Tap the Share button at the top right'],
      ['On an iPhone', 'Tap the Share button at the bottom of the screen'],
      ['On an Android phone or tablet', 'Tap the menu button at the top right'],
    ]) {
      const part = page.getByRole('region', { name });
      await expect(part.getByRole('listitem')).toHaveCount(5);
      await expect(part.getByText(first)).toBeVisible();
      await expect(part.getByRole('img')).toHaveCount(5);
    }
    await expect(page.getByRole('img', { name: 'The Share button at the bottom of the screen, ringed.' })).toBeVisible();
    // Large type, and nothing wider than the phone.
    expect(await page.locator('.aw-hs-steps p').first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("Settings → Notifications offers 'On this device' beside 'By email' and 'On the site', and says when it cannot", async ({ page, context }) => {
    await signUpNewMember(page, 'pushy');
    await page.goto('/');
    await controlled(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Notifications' });
    const reminders = card.getByRole('group', { name: 'Reminders before activities you are going to' });
    await expect(reminders.getByRole('checkbox', { name: 'By email' })).toBeChecked();
    await expect(reminders.getByRole('checkbox', { name: 'On the site' })).toBeChecked();
    const device = reminders.getByRole('checkbox', { name: 'On this device' });
    await expect(device).not.toBeChecked();
    await expect(card.getByText('Tick "On this device" to have news appear on this phone')).toBeVisible();
    // No push service is reachable from this machine: the member is told so in plain words, and nothing is ticked.
    await context.grantPermissions(['notifications']);
    await device.check({ force: true }).catch(() => undefined);
    await expect(page.getByText('This device could not be set up for notifications just now.').first()).toBeVisible();
    await expect(device).not.toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
