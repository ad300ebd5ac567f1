import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';

/**
 * With the service worker in control (issue 33 §2), a remote published and promoted on its own is seen at once: the
 * registry, a remote's manifest and entry go to the network first, never a stale copy.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(import.meta.dirname, '../..');
const bundled = path.join(root, 'dist', 'site', 'remotes', 'mf-groups');
const remotesDir = process.env.E2E_REMOTES_DIR!;
const liveRegistry = path.join(remotesDir, 'registry.json');

function releaseOk(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/release/src/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REMOTES_DIR: remotesDir, INIT_CWD: root },
  });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
}

async function servedVersion(page: Page, version: string) {
  await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remotes.find((r: { name: string }) => r.name === 'mf_groups')?.version).toBe(version);
}

test.beforeAll(() => {
  test.skip(!existsSync(path.join(bundled, 'remoteEntry.js')), 'site not built');
  rmSync(liveRegistry, { force: true });
  rmSync(path.join(remotesDir, 'mf-groups'), { recursive: true, force: true });
  releaseOk('publish', 'mf-groups', '--version', '3.0.0', '--from', bundled);
  releaseOk('promote', 'mf-groups', '3.0.0');
});
test.afterAll(() => {
  rmSync(liveRegistry, { force: true });
  rmSync(path.join(remotesDir, 'mf-groups'), { recursive: true, force: true });
});

test('a new remote version still loads after a publish, with the service worker in control', async ({ page }) => {
  await servedVersion(page, '3.0.0');
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15_000 }).catch(() => page.reload());
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote="mf_groups"]')).toHaveAttribute('data-remote-version', '3.0.0');
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  releaseOk('publish', 'mf-groups', '--version', '3.1.0', '--from', bundled);
  releaseOk('promote', 'mf-groups', '3.1.0');
  await servedVersion(page, '3.1.0');
  const registry = page.waitForResponse((r) => new URL(r.url()).pathname === '/remotes.json');
  const manifest = page.waitForResponse((r) => r.url().endsWith('/remotes/mf-groups/3.1.0/mf-manifest.json'));
  await page.reload();
  // Answered through the service worker (network first), and the new version, not the cached one.
  expect((await registry).fromServiceWorker()).toBe(true);
  expect((await manifest).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote="mf_groups"]')).toHaveAttribute('data-remote-version', '3.1.0');
});
