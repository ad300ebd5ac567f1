import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * JavaScript bytes a cold visit downloads, per app: every script the page requested, fetched again and
 * gzipped here (level 9), so the figure is deterministic for a given build whatever encoding the server
 * chose (the API answers brotli to Chromium, and a response body read from the page can come back empty).
 */
async function jsBytesByApp(page: Page, path: string) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js') && res.ok()) urls.add(res.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const byApp: Record<string, number> = {};
  for (const url of urls) {
    const body = await (await page.request.get(url)).body();
    const app = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
    byApp[app] = (byApp[app] ?? 0) + gzipSync(body, { level: 9 }).length;
  }
  return byApp;
}

const KB = 1024;
const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

test.describe('byte budget (production build)', () => {
  test('a first visit to / downloads at most 350 KB gzip of JavaScript', async ({ page }) => {
    const bytes = await jsBytesByApp(page, '/');
    console.log(`first visit to /: ${(total(bytes) / KB).toFixed(1)} KB gzip`, bytes);
    expect(total(bytes)).toBeLessThanOrEqual(350 * KB);
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
