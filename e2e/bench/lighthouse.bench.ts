import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, test, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';

/**
 * `pnpm bench:web`, part 2 (issue 24 §4): Lighthouse 12.2.3's performance and accessibility scores of the public
 * pages on its default mobile profile (simulated slow 4G, 4x CPU slowdown, Moto G Power screen), in Debian's
 * Chromium. Targets: performance ≥ 95, accessibility 100. Each report is kept in test-results/lighthouse/ (open the
 * .json in https://googlechrome.github.io/lighthouse/viewer/ for the profile); failing accessibility audits are
 * printed with their elements.
 */
const PAGES = ['/', '/communities', '/groups/1', '/resources'];
const outDir = path.resolve(import.meta.dirname, '../test-results/lighthouse');

interface Row { path: string; performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; failing: string[] }
const rows: Row[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let browser: Browser;
let port: number;
test.beforeAll(async () => {
  port = await freePort();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  mkdirSync(outDir, { recursive: true });
});

test.afterAll(async () => {
  await browser?.close();
  console.log('\nLighthouse 12.2.3, mobile profile (simulated throttling)');
  console.log('page'.padEnd(14), 'perf'.padStart(5), 'a11y'.padStart(5), 'FCP ms'.padStart(7), 'LCP ms'.padStart(7), 'TBT ms'.padStart(7), 'CLS'.padStart(6));
  for (const r of rows) {
    console.log(r.path.padEnd(14), String(r.performance).padStart(5), String(r.accessibility).padStart(5), r.fcp.toFixed(0).padStart(7), r.lcp.toFixed(0).padStart(7), r.tbt.toFixed(0).padStart(7), r.cls.toFixed(3).padStart(6));
    for (const f of r.failing) console.log(`    accessibility: ${f}`);
  }
  console.log('targets: performance ≥ 95, accessibility 100');
});

for (const pathname of PAGES) {
  test(`lighthouse ${pathname}`, async ({ baseURL }) => {
    const url = new URL(pathname, baseURL).toString();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    writeFileSync(path.join(outDir, `${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '-')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const a11y = lhr.categories.accessibility;
    const failing = a11y.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'informative')
      .map((a) => {
        const items = (a.details as { items?: Array<{ node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
        return `${a.id} (${a.title}): ${items.slice(0, 5).map((i) => i.node?.selector ?? i.node?.snippet ?? '?').join(' | ')}`;
      });
    rows.push({
      path: pathname,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((a11y.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      failing,
    });
  });
}
