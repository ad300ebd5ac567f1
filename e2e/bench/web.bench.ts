import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';
import { appOf, watchScripts } from '../support/js-bytes';

const site = path.resolve(import.meta.dirname, '../../dist/site');
const SINGLETONS = ['react', 'react-dom', 'react-dom/client', '@ant-design/cssinjs', '@afterwork/ui/antd-base', '@afterwork/ui/router', '@tanstack/react-query', 'zustand'];
const APPS = ['shell', 'mf-library', 'mf-communities', 'mf-groups', 'mf-mentors-portals', 'mf-admin'];

/** Which shared library each built file carries, per app (from the apps' mf-manifest.json). */
function sharedFileIndex() {
  const index = new Map<string, { app: string; shared: string }>();
  for (const app of APPS) {
    const dir = app === 'shell' ? site : path.join(site, 'remotes', app);
    const file = path.join(dir, 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    for (const s of manifest.shared) for (const f of s.assets.js.sync) index.set(`${app}:${f}`, { app, shared: s.name });
  }
  return index;
}

interface Visit { path: string; kb: number; requests: number; lcpMs: number; contentMs: number; byApp: Record<string, number>; sharedFrom: Record<string, Set<string>>; requestsByApp: Record<string, number> }

async function coldVisit(page: Page, pathname: string, contentSelector: string): Promise<Visit> {
  const index = sharedFileIndex();
  const sharedFrom: Record<string, Set<string>> = {};
  const requestsByApp: Record<string, number> = {};
  let requests = 0;
  page.on('request', (req) => {
    requests++;
    const app = appOf(req.url());
    requestsByApp[app] = (requestsByApp[app] ?? 0) + 1;
  });
  const scripts = watchScripts(page);
  await page.goto(pathname);
  await page.locator(contentSelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  const contentMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries.length ? entries[entries.length - 1].startTime : 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(0), 2000);
    }),
  );
  for (const url of scripts.urls) {
    const app = appOf(url);
    const shared = index.get(`${app}:${url.split('/').pop()}`);
    if (shared) (sharedFrom[shared.shared] ??= new Set()).add(app);
  }
  const byApp = await scripts.gzipBytesByApp();
  const kb = Object.values(byApp).reduce((a, b) => a + b, 0) / 1024;
  return { path: pathname, kb, requests, lcpMs, contentMs, byApp, sharedFrom, requestsByApp };
}

const rows: Visit[] = [];

/** Each app's whole build (every chunk, lazy ones included), gzip level 9: all of it, and without shared libraries. */
function bundleSizes() {
  const index = sharedFileIndex();
  return APPS.map((app) => {
    const dir = app === 'shell' ? site : path.join(site, 'remotes', app);
    let all = 0;
    let own = 0;
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const f = path.join(d, e.name);
        if (e.isDirectory()) {
          if (!(app === 'shell' && f === path.join(site, 'remotes'))) walk(f);
        } else if (e.name.endsWith('.js')) {
          const n = gzipSync(readFileSync(f), { level: 9 }).length;
          all += n;
          if (!index.has(`${app}:${e.name}`)) own += n;
        }
      }
    };
    if (existsSync(dir)) walk(dir);
    return { app, all, own };
  });
}

test.afterAll(() => {
  console.log('\napp'.padEnd(22), 'all JS KB gzip'.padStart(15), 'own code KB gzip'.padStart(17));
  for (const b of bundleSizes()) console.log(b.app.padEnd(21), (b.all / 1024).toFixed(1).padStart(15), (b.own / 1024).toFixed(1).padStart(17));
  console.log('\npage'.padEnd(22), 'JS KB gzip'.padStart(11), 'requests'.padStart(9), 'LCP ms*'.padStart(8), 'content ms*'.padStart(12), '  per app (KB)');
  for (const r of rows) {
    const apps = Object.entries(r.byApp).map(([a, b]) => `${a} ${(b / 1024).toFixed(1)}`).join(', ');
    console.log(r.path.padEnd(21), r.kb.toFixed(1).padStart(11), String(r.requests).padStart(9), r.lcpMs.toFixed(0).padStart(8), r.contentMs.toFixed(0).padStart(12), ` ${apps}`);
  }
  console.log(`* median of ${RUNS} cold loads; 'content' = the page's main content visible (ms from navigation start)`);
});

const pages: Array<{ path: string | (() => Promise<string>); content: string; admin?: boolean }> = [
  { path: '/', content: 'h1' },
  // Issue 24 §2's other byte targets: the sign-in page (client-rendered) and a pre-rendered page with a form.
  { path: '/auth', content: 'main h1' },
  { path: '/business', content: 'main h1' },
  { path: '/communities', content: 'h1:has-text("Explore Communities")' },
  { path: '/groups/1', content: 'main h1' },
  { path: '/resources', content: 'h2:has-text("Research Collection")' },
  { path: '/admin/users', content: 'main h1', admin: true },
];

/** Cold loads per page (each in a fresh browser context: empty cache, no cookies); the median is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// The browser's own first-navigation costs (process start-up, font cache) are not the site's: pay them once.
test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await (await context.newPage()).goto('/help');
  await context.close();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const p of pages) {
  test(`cold load of ${p.path}`, async ({ browser }, testInfo) => {
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      if (p.admin) await signIn(page, 'admin');
      visits.push(await coldVisit(page, p.path as string, p.content));
      await context.close();
    }
    const visit = { ...visits[0], lcpMs: median(visits.map((v) => v.lcpMs)), contentMs: median(visits.map((v) => v.contentMs)) };
    rows.push(visit);
    // A shared singleton comes from one app only.
    for (const v of visits) {
      for (const name of SINGLETONS) {
        const from = v.sharedFrom[name];
        expect(from ? from.size : 0, `${name} loaded from ${[...(from ?? [])].join(', ')}`).toBeLessThanOrEqual(1);
      }
      // Only admins ever download mf-admin.
      if (!p.admin) expect(v.requestsByApp['mf-admin'] ?? 0, 'requests for mf-admin').toBe(0);
    }
  });
}
