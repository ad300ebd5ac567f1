// Installs the workspace's dependencies (frozen lockfile), then builds every app and assembles the site.
import { runPnpm, step } from './lib.mjs';

export function installAndBuild() {
  step('Installing dependencies');
  let r = runPnpm(['install', '--frozen-lockfile']);
  if (r.code !== 0) return r.code;
  console.log(`installed in ${r.seconds} s`);
  step('Building the shell and the five remotes (production)');
  r = runPnpm(['build']);
  if (r.code === 0) console.log(`built in ${r.seconds} s`);
  return r.code;
}
