import { expect, test, type Page } from '@playwright/test';
import { watchScripts } from '../support/js-bytes';

/** JavaScript bytes (gzip) a cold visit downloads, per app. */
async function jsBytesByApp(page: Page, path: string) {
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
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
      const bytes = await jsBytesByApp(page, path);
      test.skip(!(remote in bytes), `${remote} is not in the registry yet`);
      console.log(`${remote} on ${path}: ${(bytes[remote] / KB).toFixed(1)} KB gzip`);
      expect(bytes[remote]).toBeLessThanOrEqual(60 * KB);
    });
  }
});
