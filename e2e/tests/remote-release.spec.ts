import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

/**
 * A team ships mf-groups alone, with the release commands (pnpm remote:*), while browsers are open on the composed
 * site: no shell rebuild, no API restart. The versions are the site's own mf-groups build, published under
 * version numbers (or altered copies of it: one needing a newer shell SDK, one that throws on import).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = path.resolve(import.meta.dirname, '../..');
const bundled = path.join(root, 'dist', 'site', 'remotes', 'mf-groups');
const remotesDir = process.env.E2E_REMOTES_DIR!;
const liveRegistry = path.join(remotesDir, 'registry.json');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'aw-e2e-release-'));

/** Runs `pnpm remote:<command> ...` against the server under test's REMOTES_DIR. */
function release(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/release/src/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REMOTES_DIR: remotesDir, INIT_CWD: root },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}
function releaseOk(...args: string[]) {
  const r = release(...args);
  expect(r.code, r.out).toBe(0);
  return r.out;
}

/** A copy of the site's mf-groups build, changed by `alter`, to publish as another version. */
function variant(name: string, alter: (dir: string) => void) {
  const dir = path.join(scratch, name);
  cpSync(bundled, dir, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  alter(dir);
  return dir;
}

/** The version of mf-groups the page shows (the shell marks each remote area with it). */
const shownVersion = (page: Page) => page.locator('[data-remote="mf_groups"]').getAttribute('data-remote-version');

/** The API serves what the registry says within a second or so of a command (it watches the file). */
async function servedVersion(page: Page, version: string) {
  await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remotes.find((r: { name: string }) => r.name === 'mf_groups')?.version).toBe(version);
}

/** Leaves the groups pages and comes back through the site's own links: two in-app navigations, no reload. */
async function navigateAwayAndBack(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Communities' }).first().click();
  await expect(page.getByRole('heading', { name: 'Explore Communities' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Groups' }).first().click();
  await expect(page).toHaveURL(/\/groups$/);
}

test.beforeAll(() => {
  test.skip(!existsSync(path.join(bundled, 'remoteEntry.js')), 'site not built');
  // From scratch, also when the group is retried (a published version can never be published again).
  rmSync(liveRegistry, { force: true });
  rmSync(path.join(remotesDir, 'mf-groups'), { recursive: true, force: true });
  releaseOk('publish', 'mf-groups', '--version', '1.0.0', '--from', bundled);
  releaseOk('publish', 'mf-groups', '--version', '2.0.0', '--from', bundled);
  releaseOk('promote', 'mf-groups', '1.0.0');
});
test.afterAll(() => {
  rmSync(liveRegistry, { force: true });
  rmSync(path.join(remotesDir, 'mf-groups'), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

test('promote then roll back: an open browser gets each on its next navigation, with no reload', async ({ page }) => {
  await servedVersion(page, '1.0.0');
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  expect(await shownVersion(page)).toBe('1.0.0');
  await page.evaluate(() => ((window as unknown as { __awNoReload: boolean }).__awNoReload = true));

  // Publishing again is refused: a version never changes.
  const again = release('publish', 'mf-groups', '--version', '2.0.0', '--from', bundled);
  expect(again.code).toBe(1);
  expect(again.out).toContain('mf-groups 2.0.0 is already published; a version never changes');

  releaseOk('promote', 'mf-groups', '2.0.0');
  await servedVersion(page, '2.0.0');
  await navigateAwayAndBack(page);
  await expect(page.locator('[data-remote="mf_groups"]')).toHaveAttribute('data-remote-version', '2.0.0');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  expect(manifests).toContain('/remotes/mf-groups/2.0.0/mf-manifest.json');

  releaseOk('rollback', 'mf-groups');
  await servedVersion(page, '1.0.0');
  await navigateAwayAndBack(page);
  await expect(page.locator('[data-remote="mf_groups"]')).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __awNoReload?: boolean }).__awNoReload)).toBe(true);
});

test('a 50% canary over 40 fresh sessions gives both versions, each session stable', async ({ page, playwright, baseURL }) => {
  releaseOk('canary', 'mf-groups', '2.0.0', '50');
  const seen: Record<string, number> = {};
  for (let i = 0; i < 40; i++) {
    const session = await playwright.request.newContext({ baseURL });
    const version = async () => (await (await session.get('/remotes.json')).json()).remotes.find((r: { name: string }) => r.name === 'mf_groups').version as string;
    const first = await version();
    seen[first] = (seen[first] ?? 0) + 1;
    expect(await version()).toBe(first);
    await session.dispose();
  }
  expect(Object.keys(seen).sort()).toEqual(['1.0.0', '2.0.0']);
  expect(seen['1.0.0']).toBeGreaterThan(5);
  expect(seen['2.0.0']).toBeGreaterThan(5);

  // A browser in the canary sees the version its cookie gives it, the same on every visit.
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  const mine = await shownVersion(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible();
  expect(await shownVersion(page)).toBe(mine);

  // One command ends it: everyone on 1.0.0 again.
  releaseOk('rollback', 'mf-groups');
  await servedVersion(page, '1.0.0');
});

test('a version that throws on import: members get the last good one, and admins see the failure counted', async ({ page, browser }) => {
  releaseOk('publish', 'mf-groups', '--version', '2.1.0', '--from', variant('throws', (dir) => writeFileSync(path.join(dir, 'remoteEntry.js'), 'throw new Error("mf-groups 2.1.0 is broken");')));
  releaseOk('promote', 'mf-groups', '2.1.0');
  await servedVersion(page, '2.1.0');
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/remotes/failures') && r.request().method() === 'POST');
  await signIn(page, 'demo', '/groups');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await shownVersion(page)).toBe('1.0.0');
  const res = await reported;
  expect(res.status()).toBe(204);
  expect(res.request().postDataJSON()).toMatchObject({ remote: 'mf_groups', version: '2.1.0', stage: 'load' });

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin', '/admin/releases');
  const groups = adminPage.getByRole('region', { name: 'mf_groups' });
  await expect(groups.getByRole('row', { name: /^2\.1\.0 failed to load [1-9]/ })).toBeVisible();
  await expect(groups.getByText('2.1.0', { exact: true }).first()).toBeVisible();
  await adminPage.context().close();
  releaseOk('rollback', 'mf-groups');
});

test('a version needing a newer shell SDK: refused by remote:publish; forced into the registry, the shell falls back with a logged reason', async ({ page }) => {
  const needsNewerSdk = variant('newer-sdk', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    for (const s of manifest.shared) if (s.name === '@afterwork/shell-sdk') Object.assign(s, { version: '1.1.0', requiredVersion: '^1.1.0' });
    writeFileSync(file, JSON.stringify(manifest));
  });
  const refused = release('publish', 'mf-groups', '--version', '3.0.0', '--from', needsNewerSdk);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('mf_groups 3.0.0 needs what the running shell does not provide');
  expect(refused.out).toContain('@afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0');

  releaseOk('publish', 'mf-groups', '--version', '3.0.0', '--from', needsNewerSdk, '--force');
  releaseOk('promote', 'mf-groups', '3.0.0', '--force');
  // Forced by hand as well: the registry no longer says what 3.0.0 needs, so only the manifest can tell the shell.
  const doc = JSON.parse(readFileSync(liveRegistry, 'utf8'));
  delete doc.remotes.find((r: { name: string }) => r.name === 'mf_groups').versions['3.0.0'].needs;
  writeFileSync(`${liveRegistry}.tmp`, JSON.stringify(doc));
  renameSync(`${liveRegistry}.tmp`, liveRegistry);
  await expect.poll(async () => JSON.stringify(await (await page.request.get('/remotes.json')).json())).not.toContain('"^1.1.0"');
  await servedVersion(page, '3.0.0');

  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Community Groups', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await shownVersion(page)).toBe('1.0.0');
  // The runtime plugin read 3.0.0's manifest and refused it before any of its code was fetched.
  expect(fetched).toContain('/remotes/mf-groups/3.0.0/mf-manifest.json');
  expect(fetched).not.toContain('/remotes/mf-groups/3.0.0/remoteEntry.js');
  const line = logged.find((l) => l.includes('"event":"remote_version_failed"'));
  expect(line).toBeDefined();
  expect(JSON.parse(line!)).toMatchObject({
    remote: 'mf_groups',
    version: '3.0.0',
    stage: 'incompatible',
    fallback: '1.0.0',
    reason: expect.stringContaining('@afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0'),
  });
});
