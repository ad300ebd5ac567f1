// `npm test`: every test of the workspace, in order — the production build, typecheck, lint (ESLint with the
// architecture rules), the dependency audit
// (scripts/audit.mjs), jest (packages, apps and the API against a real PostgreSQL server, a throwaway database per
// run; alongside it, the API suite again on the embedded PostgreSQL that `npm start` uses), the README followed on a
// fresh clone (scripts/smoke-fresh-clone.mjs), the scale-out test, the network test (hosts in network namespaces,
// faults under load: needs root), then Playwright in Debian's Chromium.
// Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installAndBuild } from './install.mjs';
import { root, run, runPnpm, step } from './lib.mjs';
import { typecheck } from './typecheck.mjs';
import { audit } from './audit.mjs';

const results = [];

/** Like run(), without blocking: output to the terminal, or to `logFile`. */
function runAsync(cmd, args, opts = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...opts.env }, stdio: opts.logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (opts.logFile) {
      const out = createWriteStream(opts.logFile);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('error', () => resolve({ code: 1, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}
const record = (name, code, seconds) => {
  results.push({ name, ok: code === 0, seconds });
  return code === 0;
};

let ok = installAndBuild() === 0;
record('install and build', ok ? 0 : 1);

if (ok) {
  step('Typecheck');
  const started = Date.now();
  record('typecheck', typecheck(), ((Date.now() - started) / 1000).toFixed(1));

  step('Lint (ESLint: code rules and the architecture boundaries)');
  const lint = runPnpm(['lint']);
  record('lint', lint.code, lint.seconds);

  step('Dependency audit (fails on known critical vulnerabilities)');
  const audited = audit();
  console.log(`dependency audit: ${audited.status.toUpperCase()} (${audited.summary})`);
  record(`dependency audit: ${audited.status}`, audited.status === 'failed' ? 1 : 0);

  step('Unit and API tests (jest): on the PostgreSQL server; the API suite also on the embedded PostgreSQL, alongside');
  // The suites exit by themselves; --forceExit only keeps a future leaked handle from hanging CI.
  const jestBin = path.join(root, 'node_modules', '.bin', 'jest');
  const jestJson = path.join(root, '.jest-results.json');
  const embeddedJson = path.join(root, '.jest-embedded-results.json');
  const embeddedLog = path.join(root, '.jest-embedded.log');
  const vmModules = { NODE_OPTIONS: '--experimental-vm-modules' };
  // Two single-worker runs side by side use both cores; the embedded run's output is shown once both are done.
  const [server, embedded] = await Promise.all([
    runAsync(jestBin, ['--json', `--outputFile=${jestJson}`, '--forceExit'], { env: vmModules }),
    runAsync(jestBin, ['-c', 'api/jest.config.cjs', '--json', `--outputFile=${embeddedJson}`, '--forceExit'], {
      env: { ...vmModules, TEST_DB_ENGINE: 'embedded' },
      logFile: embeddedLog,
    }),
  ]);
  step('API tests on the embedded PostgreSQL (output of the run alongside)');
  if (existsSync(embeddedLog)) process.stdout.write(readFileSync(embeddedLog, 'utf8'));
  record('jest', server.code, server.seconds);
  record('jest: API on the embedded PostgreSQL', embedded.code, embedded.seconds);
  for (const file of [jestJson, embeddedJson]) {
    if (!existsSync(file)) continue;
    const j = JSON.parse(readFileSync(file, 'utf8'));
    results.push({ counts: { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests } });
  }

  step('The README on a fresh clone: npm start, admin adds, edits and deletes a resource, Ctrl-C, npm start again');
  const smoke = run(process.execPath, [path.join(root, 'scripts', 'smoke-fresh-clone.mjs')]);
  record('fresh-clone smoke test', smoke.code, smoke.seconds);

  step('Scale-out: 3 API instances behind nginx on one database, one killed mid-load (pnpm test:scale)');
  const scale = run(process.execPath, ['--import', 'tsx', 'bench/scale-test.ts'], { cwd: path.join(root, 'api') });
  record('test:scale', scale.code, scale.seconds);

  step('Across a network with faults: hosts in network namespaces (database, 3 APIs, worker, nginx), four faults under load (pnpm test:network)');
  const network = run(process.execPath, ['--import', 'tsx', 'bench/network-test.ts'], { cwd: path.join(root, 'api') });
  record('test:network', network.code, network.seconds);

  step('Site-wide tests (Playwright, Chromium)');
  const e2e = runPnpm(['--filter', 'e2e', 'test'], { env: { CI: process.env.CI ?? '' } });
  record('playwright', e2e.code, e2e.seconds);
  const e2eJson = path.join(root, 'e2e', 'test-results', 'results.json');
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
    results.push({ counts: { passed: s.expected ?? 0, failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, flaky: s.flaky ?? 0 } });
  }
}

step('Summary');
let passed = 0, failed = 0, skipped = 0;
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed + (r.counts.flaky ?? 0);
    failed += r.counts.failed;
    skipped += r.counts.skipped;
  } else console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.seconds ? ` (${r.seconds} s)` : ''}`);
}
const allOk = results.every((r) => r.counts || r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.counts && !r.ok).length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
