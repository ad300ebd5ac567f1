import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/helpers';

test.describe('remotes loaded at run time', () => {
  test('the library list is served by the mf-library remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/')) remoteRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Research Collection' })).toBeVisible();
    expect(remoteRequests.some((p) => p.startsWith('/remotes/mf-library/'))).toBe(true);
    // Nothing of a remote that the page does not use is fetched (loaded-first), least of all mf-admin.
    expect(remoteRequests.filter((p) => !p.startsWith('/remotes/mf-library/'))).toEqual([]);
    await checkA11y(page);
  });

  test('the home page fetches no remote at all', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/')) remoteRequests.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });

  test('a remote that is down leaves the rest of the site working, and recovers with Try again', async ({ page }) => {
    await page.route('**/remotes/mf-library/**', (route) => route.abort('connectionrefused'));
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page);

    // Other areas keep working while the library is down.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The remote comes back: 'Try again' loads it without a page reload.
    await page.goto('/resources');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/remotes/mf-library/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Research Collection' })).toBeVisible();
  });

});
