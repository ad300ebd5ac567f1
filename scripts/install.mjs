// Installs the workspace's dependencies (frozen lockfile), then builds every app and assembles the site.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runPnpm, step } from './lib.mjs';

const STAMP = path.join(root, 'dist', '.site-inputs');
/** What the site is built from (the API is not built: it runs from its sources). */
const BUILD_INPUTS = ['shell', 'mf-*', 'packages', 'scripts/assemble-site.mjs', 'package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

/** A hash of every file the build reads (tracked or new, not ignored); undefined outside a git checkout. */
export function buildFingerprint() {
  const r = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...BUILD_INPUTS], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const hash = createHash('sha256');
  for (const file of r.stdout.split('\0').filter(Boolean).sort()) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted but not yet committed
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * `reuseBuild`: skip the build when dist/site was built from exactly these sources (a second `npm start` then takes
 * seconds, not the ~15 s of six production builds). `npm test` always builds.
 */
export function installAndBuild({ reuseBuild = false } = {}) {
  step('Installing dependencies');
  let r = runPnpm(['install', '--frozen-lockfile']);
  if (r.code !== 0) return r.code;
  console.log(`installed in ${r.seconds} s`);
  const fingerprint = buildFingerprint();
  if (reuseBuild && fingerprint && existsSync(path.join(root, 'dist', 'site', 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) {
    console.log('The site is already built from these sources: not building it again.');
    return 0;
  }
  step('Building the shell and the five remotes (production)');
  r = runPnpm(['build']);
  if (r.code === 0) {
    console.log(`built in ${r.seconds} s`);
    if (fingerprint) {
      mkdirSync(path.dirname(STAMP), { recursive: true });
      writeFileSync(STAMP, fingerprint);
    }
  }
  return r.code;
}
