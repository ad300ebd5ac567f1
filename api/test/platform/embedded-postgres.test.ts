/**
 * The embedded PostgreSQL's life cycle (api/src/db/embedded/): what a newcomer's `npm start` meets after a crash,
 * a kill or a second process. Each test works on throwaway clusters in the temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded';

jest.setTimeout(180_000);

const dirs: string[] = [];
const servers: EmbeddedPostgres[] = [];
const children: ChildProcess[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-embedded-test-'));
  fs.chmodSync(dir, 0o755); // as root the server runs as the user postgres
  dirs.push(dir);
  return path.join(dir, 'pgdata');
}

async function start(dataDir: string, log?: (m: string) => void): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, ephemeral: true, log });
  servers.push(server);
  return server;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const postmasterPid = (dataDir: string): number | undefined => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function eventually(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Another Node process that starts the embedded server on `dataDir` and prints its URL. */
function startInChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(path.resolve(__dirname, '../../src/db/embedded/index.ts'))});
    startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, ephemeral: true })
      .then((s) => console.log('URL ' + s.url))
      .catch((e) => { console.error(e); process.exit(1); });
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: path.resolve(__dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /URL (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`child exited (${code}): ${err}`)));
  });
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const s of servers) await s.stop().catch(() => undefined);
  for (const d of dirs) {
    await eventually(() => !fs.existsSync(path.join(d, 'pgdata', 'postmaster.pid')), 'servers stopped', 30_000).catch(() => undefined);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL', () => {
  it('creates a cluster on first start, answers as real PostgreSQL, is shared by a second caller and stops cleanly', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    expect(first.owner).toBe(true);
    const [row] = await query<{ v: string; trgm: string }>(
      first.url,
      "select current_setting('server_version_num') as v, (select count(*) from pg_available_extensions where name = 'pg_trgm')::text as trgm",
    );
    expect(Number(row.v)).toBeGreaterThanOrEqual(180000);
    expect(row.trgm).toBe('1');
    // Only loopback, with a password: a URL without it is refused.
    await expect(query(first.url.replace(/:[^:@/]+@/, '@'), 'select 1')).rejects.toThrow();

    const second = await start(dataDir);
    expect(second.owner).toBe(false);
    expect(second.port).toBe(first.port);
    await second.stop(); // a sharer's stop leaves the server running
    expect(await query(first.url, 'select 1 as one')).toEqual([{ one: 1 }]);

    const pid = postmasterPid(dataDir)!;
    await first.stop();
    expect(alive(pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    // A lock file left by a crash, naming a process that no longer exists or now belongs to another program.
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `2147483000\n${dataDir}\n0\n${first.port}\n\n127.0.0.1\n`);
    const third = await start(dataDir);
    expect(await query(third.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await third.stop();
    const sleeper = spawn('sleep', ['60']);
    children.push(sleeper);
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${sleeper.pid}\n${dataDir}\n0\n${first.port}\n\n127.0.0.1\n`);
    const fourth = await start(dataDir);
    expect(await query(fourth.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await fourth.stop();
  });

  it('stops the server when the process that started it is killed, and takes over an orphaned server', async () => {
    const dataDir = tempDataDir();
    const { child, url } = await startInChild(dataDir);
    expect(await query(url, 'select 1 as one')).toEqual([{ one: 1 }]);
    const pid = postmasterPid(dataDir)!;
    child.kill('SIGKILL');
    await eventually(() => !alive(pid), 'the server stops after its owner was killed');

    // Owner and watchdog both killed: the server is orphaned; the next start stops it and starts afresh.
    const again = await startInChild(dataDir);
    const orphan = postmasterPid(dataDir)!;
    // The watchdog is a shell and a subshell waiting on the owner's pipe (which alone would stop the server). On a
    // loaded machine the shell may fork that subshell after the server already answers: wait until it exists.
    const stat = (pid: number | string) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const watchdog = Number(stat(orphan)[1]);
    const subshells = () =>
      fs.readdirSync('/proc').filter((p) => {
        try {
          return /^\d+$/.test(p) && Number(stat(p)[1]) === watchdog && fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'sh';
        } catch {
          return false;
        }
      });
    await eventually(() => subshells().length === 1, 'the watchdog has forked its pipe reader');
    const shells = [String(watchdog), ...subshells()];
    for (const pid of shells) process.kill(Number(pid), 'SIGKILL');
    again.child.kill('SIGKILL');
    await eventually(() => !alive(again.child.pid!) && Number(stat(orphan)[1]) !== watchdog, 'the owner and the watchdog are gone');
    expect(alive(orphan)).toBe(true);
    const messages: string[] = [`orphan ${orphan} alive before the start: ${alive(orphan)}`];
    const next = await start(dataDir, (m) => messages.push(m));
    expect(next.owner).toBe(true);
    // What a member sees matters, not which path got there: on a loaded CI machine the orphan was once seen
    // already on its way down when the next start looked, so the start found no server to stop.
    const zombie = (pid: number) => {
      try {
        return stat(pid)[0] === 'Z';
      } catch {
        return true;
      }
    };
    await eventually(() => !alive(orphan) || zombie(orphan), `the orphan is gone (${messages.join('; ')})`);
    expect(await query(next.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await next.stop();
  });

  it('refuses a folder that is not a cluster of ours with a clear message', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(start(dataDir)).rejects.toThrow(/holds no PostgreSQL cluster/);
  });
});
