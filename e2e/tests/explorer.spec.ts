import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 19 §4 (search finds too little), issue 19 §5 (the map), issue 24 §1 (the explorer never downloads the world)
 * and issue 20 §5 (Near me), at 360 px where the review found them.
 */
const PHONE = { width: 360, height: 740 };

test.describe('group search (issue 19 §4) at 360 px', () => {
  test.use({ viewport: PHONE });
  test('several words narrow together, across name, description and location', async ({ page }) => {
    await page.goto('/groups');
    const search = page.getByLabel('Search groups');
    await search.fill('walking bristol'); // 'Walkers' and 'walk' in name and description, Bristol in the location
    await expect(page.getByRole('heading', { level: 2, name: 'Riverside Morning Walkers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chess in the Park' })).toHaveCount(0);
    await search.fill('chess castle park');
    await expect(page.getByRole('heading', { level: 2, name: 'Chess in the Park' })).toBeVisible();
    await expect(page.locator('.aw-group-card')).toHaveCount(1);
    await search.fill('chess knitting');
    await expect(page.getByRole('heading', { name: 'No groups found' })).toBeVisible();
  });
});

test.describe('the communities explorer at 360 px', () => {
  test.use({ viewport: PHONE });

  test("search (issue 19 §4): 'walking', 'yoga Bristol' and 'England' find communities", async ({ page }) => {
    await page.goto('/communities');
    const search = page.getByPlaceholder('Search for communities by name or location...');
    const card = (name: string) => page.getByRole('heading', { level: 3, name });
    await search.fill('walking');
    await expect(card('Bristol Harbourside Walkers')).toBeVisible();
    await expect(card('Munich Alpine Walking Friends')).toBeVisible();
    await search.fill('yoga Bristol');
    await expect(card('Clifton Gentle Yoga')).toBeVisible();
    await expect(card('Leeds Chair Yoga Group')).toHaveCount(0);
    await search.fill('England');
    await expect(card('Bristol Harbourside Walkers')).toBeVisible();
    await expect(card('Leeds Chair Yoga Group')).toBeVisible();
    await expect(card('Paris Museum Explorers')).toHaveCount(0);
    const england = (await (await page.request.get('/api/communities/explore?search=England')).json()) as { total: number; countries: number };
    await expect(page.locator('.cm-overlay-card')).toHaveText(`${england.total} communities across ${england.countries} ${england.countries === 1 ? 'country' : 'countries'}`);
  });

  test('the map (issue 19 §5): no alarm without a key, city names, 44 px targets, controls clear of the map', async ({ page }) => {
    await page.goto('/communities');
    const map = page.locator('.cm-offline svg');
    await expect(map).toBeVisible();
    await expect(page.getByText('Map temporarily unavailable')).toHaveCount(0);
    await expect(page.getByText(/check your connection/)).toHaveCount(0);
    await expect(page.locator('.cm-cities text', { hasText: 'London' })).toBeVisible();
    await expect(page.locator('.cm-cities text', { hasText: 'Cairo' })).toBeVisible();
    const targets = page.locator('.cm-marker, .cm-cluster');
    await expect(targets.first()).toBeVisible();
    for (const box of await targets.evaluateAll((els) => els.slice(0, 20).map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const drawing = (await map.boundingBox())!;
    const buttons = page.locator('.cm-map-controls button');
    await expect(buttons).toHaveCount(7);
    for (const b of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(b.top).toBeGreaterThanOrEqual(drawing.y + drawing.height - 1); // below the drawing, never over it
      expect(b.width).toBeGreaterThanOrEqual(44);
    }
    // Zooming in names more cities and asks the server for that part of the world only.
    const asked = page.waitForRequest((r) => r.url().includes('/api/communities/map?') && /zoom=[3-9]/.test(r.url()));
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await asked;
    await lookAt(page, 'explorer-map-360');
  });

  test('the explorer never downloads the world (issue 24 §1): pages of 20 and a small map answer', async ({ page }) => {
    const bodies: Array<{ url: string; size: number }> = [];
    page.on('response', async (res) => {
      if (res.url().includes('/api/communities')) bodies.push({ url: res.url(), size: (await res.body().catch(() => Buffer.alloc(0))).length });
    });
    await page.goto('/communities');
    await expect(page.locator('.cm-grid > li')).toHaveCount(20);
    await expect(page.locator('.cm-marker, .cm-cluster').first()).toBeVisible();
    expect(bodies.some((b) => new URL(b.url).pathname === '/api/communities')).toBe(false);
    expect(bodies.reduce((n, b) => n + b.size, 0)).toBeLessThan(60_000);
    const total = (await (await page.request.get('/api/communities/explore')).json()).total as number;
    await expect(page.getByText(`Showing 20 of ${total} communities`)).toBeVisible();
    await page.getByRole('button', { name: 'Load More Communities' }).click();
    await expect(page.locator('.cm-grid > li')).toHaveCount(Math.min(40, total));
    await expect(page.locator('.cm-grid > li').nth(20).getByRole('heading', { level: 3 })).toBeFocused();
  });
});

test.describe('Near me (issue 20 §5) at 360 px', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test("with the browser's location: nearest first, distances in miles for en-GB, then back to by name", async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.4545, longitude: -2.5879 }); // Bristol
    await page.goto('/communities');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Nearest first, from your location.')).toBeVisible();
    const first = page.locator('.cm-grid > li').first();
    await expect(first).toContainText('Bristol, UK');
    await expect(first.locator('.cm-distance')).toHaveText(/^(Less than 1 mile away|[\d.]+ miles away)$/);
    await expect(page.locator('.cm-grid > li', { hasText: 'Cardiff Bay Choir' }).locator('.cm-distance')).toHaveText(/^2\d miles away$/);
    await lookAt(page, 'explorer-near-me-360');
    await page.getByRole('button', { name: 'Sort by name' }).click();
    await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();
    await expect(page.locator('.cm-distance')).toHaveCount(0);
  });

  test('location refused: a signed-in member falls back to their home town, said plainly', async ({ page, context }) => {
    await context.clearPermissions();
    await signIn(page, 'demo'); // home town Bristol, UK
    await page.goto('/communities');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Distances are from your home town, Bristol, UK.')).toBeVisible();
    await expect(page.getByText('Nearest first, from Bristol, UK.')).toBeVisible();
    await expect(page.locator('.cm-grid > li').first()).toContainText('Bristol, UK');
  });

  test('location refused and no home town: a clear way forward, the list stays by name', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/communities');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText(/Allow location for this site in your browser, or sign in and add your home town to your profile\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();
  });
});
