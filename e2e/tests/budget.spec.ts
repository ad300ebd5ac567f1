import { expect, test, type Page } from '@playwright/test';
import { appOf, watchScripts } from '../support/js-bytes';

/**
 * JavaScript bytes (gzip) a cold visit downloads, per app. With `remote`, the page is taken as loaded only once that
 * remote's scripts came (under load the shell can be quiet for longer than networkidle's 500 ms before it asks for
 * the remote, and the remote's figure would be missing).
 */
async function jsBytesByApp(page: Page, path: string, remote?: string) {
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (remote) {
    await expect.poll(() => [...scripts.urls].some((url) => appOf(url) === remote), { timeout: 20_000, message: `${remote} loads on ${path}` }).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  return scripts.gzipBytesByApp();
}

const KB = 1024;
const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

test.describe('byte budget (production build)', () => {
  // 331.6 KB measured on 2026-11-25 (issue 24 §2, pre-rendered home page): the budget follows what we reach.
  test('a first visit to / downloads at most 335 KB gzip of JavaScript', async ({ page }) => {
    const bytes = await jsBytesByApp(page, '/');
    console.log(`first visit to /: ${(total(bytes) / KB).toFixed(1)} KB gzip`, bytes);
    expect(total(bytes)).toBeLessThanOrEqual(335 * KB);
  });

  for (const [remote, path] of [
    ['mf-library', '/resources'],
    ['mf-communities', '/communities'],
    ['mf-groups', '/groups'],
    ['mf-mentors-portals', '/mentorship'],
  ] as const) {
    test(`${remote}'s own code on ${path} is at most 60 KB gzip`, async ({ page }) => {
      const bytes = await jsBytesByApp(page, path, remote);
      console.log(`${remote} on ${path}: ${(bytes[remote] / KB).toFixed(1)} KB gzip`);
      expect(bytes[remote]).toBeLessThanOrEqual(60 * KB);
    });
  }
});
