import { expect, test, type Page } from '@playwright/test';
import { checkA11y, signIn } from '../support/helpers';

interface Item { id: number; name: string; location: string; type: string }

/** The list as the API answers it now (other specs may add communities: counts come from here). */
async function apiList(page: Page): Promise<Item[]> {
  const res = await page.request.get('/api/communities');
  expect(res.status()).toBe(200);
  return res.json();
}
const countries = (items: Item[]) => new Set(items.map((c) => c.location.split(',').pop()!.trim().toLowerCase()).filter(Boolean)).size;
const cards = (page: Page) => page.locator('.cm-grid > li');

test.describe('communities explorer', () => {
  test('count card, our own map without an alarm, search, chips, empty state', async ({ page }) => {
    const all = await apiList(page);
    expect(all.length).toBeGreaterThanOrEqual(60);
    await page.goto('/communities');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Communities' })).toBeVisible();
    await expect(page.locator('.cm-overlay-card')).toHaveText(`${all.length} communities across ${countries(all)} countries`);
    // No Google Maps key: our own world map is the normal map, with no alarm (issue 19 §5).
    await expect(page.locator('.cm-offline svg')).toBeVisible();
    await expect(page.getByText('Map temporarily unavailable')).toHaveCount(0);
    await expect(page.locator('.cm-marker, .cm-cluster').first()).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await checkA11y(page);

    const search = page.getByPlaceholder('Search for communities by name or location...');
    await search.fill('PARIS');
    await expect(page.getByRole('heading', { level: 3, name: 'Paris Museum Explorers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Bristol Harbourside Walkers' })).toHaveCount(0);
    await search.fill('kenya'); // matches the location
    const kenya = all.filter((c) => /kenya/i.test(`${c.name} ${c.location}`));
    await expect(cards(page)).toHaveCount(kenya.length);
    await expect(page.locator('.cm-overlay-card')).toHaveText(`${kenya.length} communities across 1 country`);
    await search.fill('');

    const craft = all.filter((c) => c.type === 'craft').length;
    const chips = page.getByRole('group', { name: 'Filter by type of community' });
    for (const name of ['Active', 'Learn', 'Practice', 'Craft', 'Hobby']) await expect(chips.getByRole('button', { name, exact: true })).toBeVisible();
    await chips.getByRole('button', { name: 'Craft', exact: true }).click();
    const active = chips.getByRole('button', { name: `Craft (${craft})` });
    await expect(active).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Madrid Retiro Painters' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Paris Museum Explorers' })).toHaveCount(0);
    // search and chip together
    await search.fill('japan');
    const japanCraft = (await (await page.request.get('/api/communities/explore?search=japan&type=craft')).json()).total as number;
    expect(japanCraft).toBeGreaterThanOrEqual(1);
    await expect(chips.getByRole('button', { name: /^Craft \(\d+\)$/ })).toHaveText(`Craft (${japanCraft})`);
    await search.fill('');
    await chips.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(chips.getByRole('button', { name: 'Craft', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(chips.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);

    await search.fill('no such community anywhere');
    await expect(page.getByRole('heading', { name: 'No communities found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(20);
  });

  test('Load More Communities shows 20 more at a time', async ({ page }) => {
    const all = await apiList(page);
    await page.goto('/communities');
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByText(`Showing 20 of ${all.length} communities`)).toBeVisible();
    const more = page.getByRole('button', { name: 'Load More Communities' });
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(40, all.length));
    // keyboard users continue at the first new card
    await expect(cards(page).nth(20).getByRole('heading', { level: 3 })).toBeFocused();
    // Each click waits for its page: the button hides while a page loads and is gone after the last one.
    while (await more.isVisible()) {
      const shown = await cards(page).count();
      await more.click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 20, all.length));
    }
    await expect(cards(page)).toHaveCount(all.length);
  });

  test('a marker on the offline map opens its popup; View Community goes to the detail page', async ({ page }) => {
    await page.goto('/communities');
    await page.getByPlaceholder('Search for communities by name or location...').fill('Singapore Heritage');
    const marker = page.locator('.cm-marker');
    await expect(marker).toHaveCount(1);
    await marker.click();
    const popup = page.getByRole('dialog', { name: 'Singapore Heritage Kitchen' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Singapore, Singapore')).toBeVisible();
    await expect(popup.getByText('Hobby')).toBeVisible();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Move map left' }).click();
    await page.getByRole('button', { name: 'Reset map' }).click();
    await popup.getByRole('link', { name: 'View Community' }).click();
    await expect(page).toHaveURL(/\/communities\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Singapore Heritage Kitchen' })).toBeVisible();
  });

  test('401/403 on the list is an empty list; other failures show the error with Try Again', async ({ page }) => {
    // The explorer reads its pages from GET /api/communities/explore (issue 24 §1).
    const pages = '**/api/communities/explore*';
    await page.route(pages, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"error":{"message":"nope"}}' }));
    await page.goto('/communities');
    await expect(page.getByRole('heading', { name: 'No communities found' })).toBeVisible();
    await page.unroute(pages);
    await page.route(pages, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong"}}' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Error loading communities' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Error 500: Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test.describe('community detail', () => {
  test('cover, about, leads and upcoming activities; back to the explorer', async ({ page }) => {
    await page.goto('/communities');
    await page.getByPlaceholder('Search for communities by name or location...').fill('Bristol Harbourside');
    // The server answers the search once typing pauses: open the card that names it.
    await page.locator('.cm-grid > li', { hasText: 'Bristol Harbourside Walkers' }).getByRole('link', { name: 'View Community' }).click();
    await expect(page).toHaveURL(/\/communities\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bristol Harbourside Walkers' })).toBeVisible();
    await expect(page.getByText('Bristol, UK')).toBeVisible();
    // The real count (the leads, and whoever joined).
    const count = (await (await page.request.get(`/api/communities/${page.url().split('/').pop()}`)).json()).memberCount as number;
    await expect(page.getByText(count === 1 ? '1 member' : `${count} members`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this community' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Community Leads' })).toBeVisible();
    await expect(page.getByText('Margaret Hughes')).toBeVisible();
    await expect(page.locator('.cm-role').first()).toHaveText('leader');
    await expect(page.getByRole('heading', { name: 'Upcoming Activities' })).toBeVisible();
    await expect(page.locator('.cm-activity').first()).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2} (AM|PM) – \d{1,2}:\d{2} (AM|PM)/).first()).toBeVisible();
    await expect(page.getByText('Virtual event with online meeting')).toBeVisible();
    await checkA11y(page);
    const virtual = page.locator('.cm-activity', { hasText: 'Virtual event with online meeting' });
    await virtual.getByRole('button', { name: 'View details' }).click();
    // A visitor: the meeting link is for the community's members (issue 18).
    await expect(virtual.getByText('The meeting link is for members of this community.')).toBeVisible();
    await expect(virtual.getByRole('link', { name: /Join the online meeting/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Communities' }).click();
    await expect(page).toHaveURL(/\/communities$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Communities' })).toBeVisible();
  });

  test('no upcoming activities: Suggest an activity for signed-in members only', async ({ page }) => {
    const leeds = (await apiList(page)).find((c) => c.name === 'Leeds Chair Yoga Group')!;
    await page.goto(`/communities/${leeds.id}`);
    await expect(page.getByRole('heading', { name: 'No upcoming activities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suggest an activity' })).toHaveCount(0);
    await signIn(page, 'demo', `/communities/${leeds.id}`);
    await page.getByRole('button', { name: 'Suggest an activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest an activity' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByLabel('Your idea').fill('Gentle stretching in the park');
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('Thank you for your suggestion')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('unknown or malformed id: the error state with Return to Communities', async ({ page }) => {
    await page.goto('/communities/999999');
    await expect(page.getByRole('heading', { name: 'Community not found or error loading details' })).toBeVisible();
    await checkA11y(page);
    await page.goto('/communities/abc');
    await expect(page.getByRole('heading', { name: 'Community not found or error loading details' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Communities' }).click();
    await expect(page).toHaveURL(/\/communities$/);
  });
});
