// `npm test`: every test of the workspace, in order — typecheck, the dependency audit (scripts/audit.mjs), jest (packages, apps and the API against a
// real PostgreSQL, a throwaway database per run), the production build, then Playwright in Debian's Chromium.
// Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and /usr/bin/chromium.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installAndBuild } from './install.mjs';
import { root, run, runPnpm, step } from './lib.mjs';
import { typecheck } from './typecheck.mjs';
import { audit } from './audit.mjs';

const results = [];
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

  step('Dependency audit (fails on known critical vulnerabilities)');
  const audited = audit();
  console.log(`dependency audit: ${audited.status.toUpperCase()} (${audited.summary})`);
  record(`dependency audit: ${audited.status}`, audited.status === 'failed' ? 1 : 0);

  step('Unit and API tests (jest)');
  // The suites exit by themselves; --forceExit only keeps a future leaked handle from hanging CI.
  const jestJson = path.join(root, '.jest-results.json');
  const jest = run(path.join(root, 'node_modules', '.bin', 'jest'), ['--json', `--outputFile=${jestJson}`, '--forceExit'], { env: { NODE_OPTIONS: '--experimental-vm-modules' } });
  record('jest', jest.code, jest.seconds);
  if (existsSync(jestJson)) {
    const j = JSON.parse(readFileSync(jestJson, 'utf8'));
    results.push({ counts: { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests } });
  }

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
