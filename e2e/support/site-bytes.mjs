// Measures the JavaScript a cold visit downloads (gzip bytes), per app, over the production build.
// Usage: node scripts/site-bytes.mjs [/path ...]   (serves dist/site itself; the API is stubbed)
import http from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const site = path.join(root, 'dist', 'site');
const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

export function serveSite(port = 0) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/remotes.json') return res.end(readFileSync(path.join(root, 'deploy', 'remotes.json')));
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(url.pathname === '/api/user' ? 401 : 200, { 'content-type': 'application/json' });
      return res.end(url.pathname === '/api/user' ? '{"error":{"message":"Please sign in"}}' : '[]');
    }
    let file = path.join(site, url.pathname);
    if (!file.startsWith(site) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(site, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function measure(browser, base, pathname) {
  const page = await browser.newPage();
  const byApp = {};
  page.on('response', async (res) => {
    const u = new URL(res.url());
    if (!u.pathname.endsWith('.js')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const app = u.pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
    byApp[app] = (byApp[app] ?? 0) + gzipSync(body, { level: 9 }).length;
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  await page.close();
  return byApp;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await serveSite();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  for (const p of process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/resources']) {
    const byApp = await measure(browser, base, p);
    const total = Object.values(byApp).reduce((a, b) => a + b, 0);
    console.log(`${p}: ${(total / 1024).toFixed(1)} KB gzip JS`, Object.fromEntries(Object.entries(byApp).map(([k, v]) => [k, `${(v / 1024).toFixed(1)} KB`])));
  }
  await browser.close();
  server.close();
}
