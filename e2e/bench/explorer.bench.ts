import { test } from '@playwright/test';

/**
 * The explorer at scale (issue 24 §1): a cold visit to /communities is usable (the first cards and the map's
 * markers drawn) within 1.5 s, and its data (the API's answers, gzip as sent) is at most 60 KB. Run against the
 * 100,000-community database: `pnpm bench:data --communities 100000`, then the API on it
 * (E2E_BASE_URL=http://127.0.0.1:<port> pnpm bench:web -g explorer). Median of BENCH_RUNS cold loads.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
  test(`explorer: cold /communities at ${viewport.width} px, usable time and data transferred`, async ({ browser }, testInfo) => {
    const usable: number[] = [];
    const data: number[] = [];
    const shellOnly: number[] = [];
    let calls: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/communities');
      await page.locator('.cm-grid > li h3').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.locator('.cm-marker, .cm-cluster').first().waitFor({ state: 'visible', timeout: 30_000 });
      usable.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      const api = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => ({ path: new URL(e.name).pathname + new URL(e.name).search, bytes: e.encodedBodySize })),
      );
      data.push(api.reduce((n, e) => n + e.bytes, 0));
      calls = api.map((e) => `${e.path.slice(0, 90)} ${(e.bytes / 1024).toFixed(1)} KB`);
      await context.close();
      // The same machine's baseline in the same minute: a cold shell page with no remote and no data (/help's title).
      const plain = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
      const help = await plain.newPage();
      await help.goto('/help');
      await help.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      shellOnly.push(await help.evaluate(() => performance.now()));
      await plain.close();
    }
    console.log(`\n/communities at ${viewport.width} px: usable (cards and markers drawn) ${median(usable).toFixed(0)} ms, API data ${(median(data) / 1024).toFixed(1)} KB (median of ${RUNS}); a cold /help, shell only, ${median(shellOnly).toFixed(0)} ms`);
    for (const c of calls) console.log(`  ${c}`);
  });
}
