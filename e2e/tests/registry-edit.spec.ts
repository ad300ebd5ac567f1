import http from 'node:http';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const libraryDist = path.resolve(import.meta.dirname, '../../dist/site/remotes/mf-library');
const liveRegistry = path.join(process.env.E2E_REMOTES_DIR!, 'registry.json');
const baseline = path.resolve(import.meta.dirname, '../../deploy/remotes.json');

test('a remote moves to another URL by editing the registry alone (no rebuild, no restart)', async ({ page }) => {
  test.skip(!existsSync(libraryDist), 'site not built');
  // Serve the same built remote from another origin, as a separate deployment would (with CORS).
  const server = http.createServer((req, res) => {
    const file = path.join(libraryDist, new URL(req.url ?? '/', 'http://x').pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(libraryDist) || !existsSync(file)) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('Content-Type', file.endsWith('.json') ? 'application/json' : 'text/javascript');
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    // Point mf_library's bundled version at the other origin, in a live registry written beside the baseline.
    const registry = JSON.parse(readFileSync(baseline, 'utf8'));
    for (const r of registry.remotes) if (r.name === 'mf_library') r.versions.bundled.entry = `${origin}/mf-manifest.json`;
    writeFileSync(`${liveRegistry}.tmp`, JSON.stringify(registry, null, 2));
    renameSync(`${liveRegistry}.tmp`, liveRegistry);
    // The API notices the new file by itself (a file-system watch, a one-second poll at worst).
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/remotes.json')).json())).toContain(origin);

    const fromNewOrigin: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(origin)) fromNewOrigin.push(r.url());
    });
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Research Collection' })).toBeVisible();
    expect(fromNewOrigin.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromNewOrigin.some((u) => u.endsWith('.js'))).toBe(true);
    // The CSP follows the registry: the new origin is allowed, no other.
    const csp = (await page.request.get('/')).headers()['content-security-policy'];
    expect(csp).toContain(origin);
  } finally {
    rmSync(liveRegistry, { force: true });
    server.close();
  }
});
