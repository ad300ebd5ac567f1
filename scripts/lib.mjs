// Small helpers for the root scripts: find pnpm (or fetch the pinned one through npx) and run commands.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const PNPM_VERSION = '12.21.0';

let pnpmCmd;
/** ['pnpm'] when it is installed, otherwise the pinned version through npx (a fresh machine has only Node and npm). */
export function pnpm() {
  if (pnpmCmd) return pnpmCmd;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  pnpmCmd = probe.status === 0 ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCmd;
}

/** Runs a command in the foreground; returns its exit code (never throws). */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { code: r.status ?? 1, seconds };
}

export function runPnpm(args, opts) {
  const [cmd, ...pre] = pnpm();
  return run(cmd, [...pre, ...args], opts);
}

export function step(title) {
  console.log(`\n\u001b[1m▶ ${title}\u001b[0m`);
}

/** The wanted port when it is free on 127.0.0.1, else another free one (never 0: others must be told it). */
export async function freePort(wanted = 0) {
  const listenOn = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(0));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return (wanted && (await listenOn(wanted))) || listenOn(0);
}
