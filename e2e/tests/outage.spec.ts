import { expect, test } from '@playwright/test';

test.describe('when the API cannot be reached', () => {
  for (const path of ['/', '/resources']) {
    test(`${path} says so clearly, then recovers by itself`, async ({ page }) => {
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page.goto(path);
      const banner = page.getByRole('alert').filter({ hasText: "We can't reach Afterwork right now." });
      await expect(banner).toBeVisible({ timeout: 20_000 });
      // The frame still works while the API is away.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.unroute('**/api/**');
      await expect(banner).toBeHidden({ timeout: 20_000 });
    });
  }
});
