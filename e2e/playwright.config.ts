import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The site under test gets a free port unless one is given (workers inherit it through the environment).
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(
    await new Promise<number>((resolve, reject) => {
      const probe = net.createServer().once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    }),
  );
}
const port = Number(process.env.E2E_PORT);
// The local inbox's page (the mails the site sent), read by the tests through e2e/support/inbox.ts.
if (!process.env.E2E_INBOX_PORT) {
  process.env.E2E_INBOX_PORT = String(
    await new Promise<number>((resolve, reject) => {
      const probe = net.createServer().once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    }),
  );
}

// The site's throwaway database (created and dropped by support/e2e-server.mjs); its address is chosen here so the
// specs can read what the API recorded there (support/mail-log.ts). Workers inherit it.
if (!process.env.E2E_DATABASE_URL) {
  const database = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  database.pathname = `/afterwork_e2e_${randomBytes(5).toString('hex')}`;
  process.env.E2E_DATABASE_URL = database.toString();
}

// The server under test keeps its published remotes and its live registry in a throwaway folder (REMOTES_DIR), so a
// test can publish, promote and edit without touching the developer's .data/remotes (workers inherit the path).
// Members' uploaded photos (issue 19 §7) go to a throwaway folder too, never the developer's .data/photos.
if (!process.env.E2E_PHOTOS_DIR) {
  process.env.E2E_PHOTOS_DIR = mkdtempSync(path.join(os.tmpdir(), 'afterwork-e2e-photos-'));
}
// Until a test writes a live registry there, the API serves the shipped baseline, deploy/remotes.json.
if (!process.env.E2E_REMOTES_DIR) {
  process.env.E2E_REMOTES_DIR = mkdtempSync(path.join(os.tmpdir(), 'afterwork-e2e-remotes-'));
}

/** Site-wide tests in Debian's Chromium against the composed site (real API, real PostgreSQL). */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    // E2E_BASE_URL runs the specs against a site as deployed (a team's subset after shipping its remote) instead of
    // starting one; specs that edit the registry or read the server's folders need the local server.
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker (issue 33 §2) would answer requests page.route() never sees: only the specs about it
    // (pwa*.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testIgnore: /(registry-edit|remote-release|pwa-release)\.spec\.ts/ },
    // These edit the live registry: they run alone, after everything else, one after the other.
    { name: 'registry-edit', testMatch: /registry-edit\.spec\.ts/, dependencies: ['site'] },
    { name: 'remote-release', testMatch: /remote-release\.spec\.ts/, dependencies: ['registry-edit'] },
    // A remote published while the service worker runs (issue 33 §2): the registry too, so after the others.
    { name: 'pwa-release', testMatch: /pwa-release\.spec\.ts/, dependencies: ['remote-release'] },
  ],
  webServer: process.env.E2E_BASE_URL ? undefined : {
    command: 'node support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The suite signs up many members from one address and signs the demo accounts in from many tests at once:
    // limits of its own (the defaults are 5 registrations per 30 minutes and 10 sessions per member).
    env: {
      E2E_PORT: String(port),
      E2E_INBOX_PORT: process.env.E2E_INBOX_PORT,
      E2E_DATABASE_URL: process.env.E2E_DATABASE_URL,
      REMOTES_DIR: process.env.E2E_REMOTES_DIR,
      PHOTOS_DIR: process.env.E2E_PHOTOS_DIR,
      REGISTRATIONS_PER_IP: '10000',
      SESSIONS_PER_MEMBER: '1000',
      PASSWORD_RESETS_PER_IP: '10000',
      // Every visit of the sign-in form asks for a passkey challenge (the browser's passkey autofill).
      PASSKEY_CHALLENGES_PER_IP: '100000',
      MAILS_PER_ADDRESS: '1000',
      REMOTE_FAILURE_REPORT_LIMIT: '10000',
    },
  },
});
