import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The name the watchdog shell runs under (`$0`), so a live owner can be recognised in the process table. */
export const WATCHDOG_NAME = 'afterwork-embedded-postgres';

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The parent pid and command line of a process (Linux /proc, else `ps`). */
export function processInfo(pid: number): { ppid: number; cmdline: string; cwd?: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    let cwd: string | undefined;
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // not ours to read
    }
    return { ppid, cmdline, cwd };
  } catch {
    const r = spawnSync('ps', ['-o', 'ppid=,command=', '-p', String(pid)], { encoding: 'utf8' });
    if (r.status !== 0 || !r.stdout.trim()) return undefined;
    const m = /^\s*(\d+)\s+(.*)$/.exec(r.stdout.trim());
    return m ? { ppid: Number(m[1]), cmdline: m[2] } : undefined;
  }
}

export interface RunningServer {
  pid: number;
  port: number;
  /** Run by a live watchdog (another process owns it), as opposed to an orphan. */
  owned: boolean;
}

/**
 * The server described by `postmaster.pid`, when it is alive and really ours. A lock file of a dead process, or
 * of a pid now used by another program, is removed (PostgreSQL itself would refuse to start on a reused pid).
 */
export function runningServer(dataDir: string, log: (m: string) => void): RunningServer | undefined {
  const lock = path.join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(lock, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const info = pid > 0 && isAlive(pid) ? processInfo(pid) : undefined;
  const ours =
    info &&
    /postgres/.test(info.cmdline) &&
    (info.cwd ? path.resolve(info.cwd) === fs.realpathSync(dataDir) : info.cmdline.includes(dataDir));
  if (!info || !ours) {
    log(`removing a stale postmaster.pid (pid ${pid} ${info ? 'is another program now' : 'is not running'})`);
    fs.rmSync(lock, { force: true });
    return undefined;
  }
  const parent = processInfo(info.ppid);
  return { pid, port: Number(lines[3]), owned: !!parent && parent.cmdline.includes(WATCHDOG_NAME) };
}

export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** Stops an orphaned server: fast shutdown, then immediate, then kill. */
export async function stopOrphan(pid: number, log: (m: string) => void): Promise<void> {
  log(`stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  for (const [signal, ms] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
}

export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * The watchdog: starts PostgreSQL, then waits for its own stdin to close (the Node process ended it, or died) and
 * asks PostgreSQL for a fast shutdown; it exits with PostgreSQL's exit code. Started in its own process group.
 */
export const WATCHDOG = [
  'exec 3<&0 0</dev/null',
  '"$@" 3<&- &',
  'pg=$!',
  '{ read -r _ <&3; kill -INT "$pg" 2>/dev/null; } &',
  'w=$!',
  'exec 3<&-',
  'wait "$pg"; code=$?',
  'kill "$w" 2>/dev/null',
  'exit $code',
].join('\n');

