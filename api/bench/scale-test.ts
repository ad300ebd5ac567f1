// `pnpm test:scale`: Afterwork on more than one machine, proven with processes on loopback (no Docker here).
// Three API instances (production mode) on one throwaway PostgreSQL database, behind nginx running
// deploy/nginx/nginx.conf (upstreams and listen address swapped for loopback ones). It checks that:
// - the three instances, started together on an empty database, run the migrations once (the others wait);
// - a session made through one instance works on the others, and signing out on one ends it everywhere;
// - the sign-in throttle counts failures across instances;
// - under a bounded mixed read/write load through the proxy, with one instance killed (SIGKILL, mid-request) and
//   started again, every acknowledged write is in the database, no write is half-made, and errors happen only
//   while the instance is down.
// Prints `N requests, N acknowledged writes, N lost, N errors during failover`; exits 1 on any failed check.
// Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and nginx
// (`apt-get install -y nginx`; .ci/run installs it). SCALE_REQUESTS (2400), SCALE_CLIENTS (12) change the load.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../src/schema';
import { apiDir, call, createChecks, register, sleep, sql, startNginx, stopChild, stopNginx, waitHealthy as waitOrigin, type Answer } from './cluster';

const INSTANCES = 3;
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 2400);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 12);
/** The load is bounded in time as well as in count. */
const MAX_LOAD_MS = Number(process.env.SCALE_MAX_SECONDS ?? 600) * 1000;
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `afterwork_scale_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-scale-'));
const { check, failures } = createChecks();

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

interface Instance {
  n: number;
  port: number;
  log: string;
  child?: ChildProcess;
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(24).toString('hex'),
  TRUST_PROXY: '1',
  DATABASE_URL: dbUrl.toString(),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
};

function startInstance(inst: Instance): void {
  const out = fs.openSync(inst.log, 'a');
  inst.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: { ...env, PORT: String(inst.port) }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
}

const waitHealthy = (inst: Instance) =>
  waitOrigin(`http://127.0.0.1:${inst.port}`, `instance ${inst.n}`, () => inst.child?.exitCode === null, inst.log);

const stopInstance = (inst: Instance) => stopChild(inst.child);

async function main(): Promise<void> {
  await sql(base.toString(), `create database ${dbName}`);
  const instances: Instance[] = [];
  for (let n = 1; n <= INSTANCES; n++) instances.push({ n, port: await freePort(), log: path.join(tmp, `api-${n}.log`) });
  let nginx: ChildProcess | undefined;
  try {
    // 1. Three instances at once on an empty database.
    console.log(`Starting ${INSTANCES} API instances together on the empty database ${dbName}`);
    for (const inst of instances) startInstance(inst);
    await Promise.all(instances.map((i) => waitHealthy(i)));
    const rows = await sql<{ name: string; n: number }>(dbUrl.toString(), 'select name, count(*)::int as n from knex_migrations group by name');
    const logs = instances.map((i) => fs.readFileSync(i.log, 'utf8'));
    const applied = logs.filter((l) => /"msg":"migrations applied"/.test(l)).length;
    const waited = logs.filter((l) => /another instance is running the migrations/.test(l)).length;
    check(
      rows.length === migrations.length && rows.every((r) => r.n === 1) && applied === 1,
      `migrations started by ${INSTANCES} instances at once ran once (${rows.length} migrations, applied by ${applied} instance, ${waited} waited for it, the rest found them done)`,
    );
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed'], { cwd: apiDir, env, encoding: 'utf8' });
    if (seed.status !== 0) throw new Error(`cli seed failed: ${seed.stderr}`);

    // 2. nginx in front, with the deploy configuration.
    const proxyPort = await freePort();
    const proxy = `http://127.0.0.1:${proxyPort}`;
    nginx = await startNginx({ dir: path.join(tmp, 'nginx'), listen: `127.0.0.1:${proxyPort}`, upstreams: instances.map((i) => `127.0.0.1:${i.port}`), origin: proxy });
    console.log(`nginx ${proxy} -> ${instances.map((i) => i.port).join(', ')}`);

    // 3. One session, every instance.
    const member = await register(proxy, 'scale_');
    const direct = (inst: Instance) => `http://127.0.0.1:${inst.port}`;
    const login = await call(`${direct(instances[0])}/api/login`, 'POST', { body: { username: member.username, password: member.password } });
    const seen = await Promise.all(instances.slice(1).map((i) => call(`${direct(i)}/api/user`, 'GET', { cookie: login.cookie })));
    check(login.status === 200 && seen.every((r) => r.status === 200 && r.body?.id === member.id), 'a session made through instance 1 is signed in on instances 2 and 3');
    // Instance 1 keeps the session in its session cache once it has served it (issue 24 §3): read it there twice
    // (the first read also refreshes the row), then sign out elsewhere; the cache must not let it through.
    for (let i = 0; i < 2; i++) await call(`${direct(instances[0])}/api/user`, 'GET', { cookie: login.cookie });
    await call(`${direct(instances[2])}/api/logout`, 'POST', { cookie: login.cookie });
    const afterLogout = await call(`${direct(instances[0])}/api/user`, 'GET', { cookie: login.cookie });
    check(afterLogout.status === 401, 'signing out on instance 3 ends the session on instance 1');

    // 4. The sign-in throttle (5 failures per account) counts across instances.
    const target = await register(proxy, 'scale_t_');
    const statuses: number[] = [];
    for (let k = 0; k < 5; k++) {
      const r = await call(`${direct(instances[k % INSTANCES])}/api/login`, 'POST', { body: { username: target.username, password: 'wrong-password-123' } });
      statuses.push(r.status);
    }
    const locked = await call(`${direct(instances[2])}/api/login`, 'POST', { body: { username: target.username, password: target.password } });
    check(
      statuses.every((s) => s === 401) && locked.status === 429,
      `5 wrong passwords spread over the 3 instances lock the account on all of them (${statuses.join(' ')} then ${locked.status})`,
    );

    // 5. Bounded mixed load through nginx; one instance killed mid-load and started again.
    const tag = randomBytes(3).toString('hex');
    const victim = instances[1];
    let sent = 0;
    let completed = 0;
    let counter = 0;
    const acked = new Map<number, string>();
    const errors: Array<{ at: number; what: string }> = [];
    let killedAt = 0;
    let failoverEnd = Number.POSITIVE_INFINITY;
    let failover: Promise<void> | undefined;
    const loadStarted = Date.now();
    const reads = ['/api/groups', '/api/communities', '/api/resources?search=walk', '/api/user', '/api/mentors', '/api/resources'];

    const killAndRestart = async () => {
      killedAt = Date.now();
      victim.child!.kill('SIGKILL');
      console.log(`killed instance ${victim.n} (SIGKILL) after ${completed} requests`);
      await sleep(1000);
      startInstance(victim);
      await waitHealthy(victim);
      failoverEnd = Date.now() + 2000;
      console.log(`instance ${victim.n} is back after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    };

    const worker = async () => {
      while (sent < REQUESTS && Date.now() - loadStarted < MAX_LOAD_MS) {
        const i = sent++;
        let res: Answer;
        let what: string;
        if (i % 4 === 0) {
          const name = `Scale ${tag} ${++counter}`;
          what = `POST /api/groups ${name}`;
          res = await call(`${proxy}/api/groups`, 'POST', { cookie: member.cookie, body: { name, description: 'A group made by the scale test, to count writes.', type: 'social' } });
          if (res.status === 201 && typeof res.body?.id === 'number') acked.set(res.body.id, name);
        } else {
          what = `GET ${reads[i % reads.length]}`;
          res = await call(`${proxy}${reads[i % reads.length]}`, 'GET', { cookie: member.cookie });
        }
        completed++;
        if (res.status < 200 || res.status > 299) errors.push({ at: Date.now(), what: `${what}: ${res.status || res.error}` });
        if (completed === Math.floor(REQUESTS * 0.3) && !failover) failover = killAndRestart();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    await failover;
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    // 6. Every acknowledged write is there, whole.
    const stored = await sql<{ id: number; name: string; admins: number; members: number; member_count: number }>(
      dbUrl.toString(),
      `select g.id, g.name, g.member_count,
              (select count(*)::int from group_members m where m.group_id = g.id and m.role = 'admin') as admins,
              (select count(*)::int from group_members m where m.group_id = g.id) as members
         from groups g where g.name like $1`,
      [`Scale ${tag} %`],
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const lost = [...acked.keys()].filter((id) => !storedIds.has(id));
    const halfMade = stored.filter((r) => r.admins !== 1 || r.members !== r.member_count);
    const inDoubt = stored.filter((r) => !acked.has(r.id)).length;
    const duringFailover = errors.filter((e) => e.at >= killedAt && e.at <= failoverEnd);
    const outside = errors.filter((e) => !(e.at >= killedAt && e.at <= failoverEnd));
    const back = await call(`${direct(victim)}/api/user`, 'GET', { cookie: member.cookie });

    console.log(`\nload: ${completed} requests by ${CLIENTS} clients in ${loadSeconds.toFixed(1)} s; ${stored.length} groups stored, ${inDoubt} of them made by requests whose answer was lost with the instance (not acknowledged, complete)`);
    for (const e of outside.slice(0, 10)) console.log(`  error outside the failover: ${e.what}`);
    check(lost.length === 0, `every acknowledged write is in the database (${acked.size} acknowledged, ${lost.length} lost)`);
    check(halfMade.length === 0, `no half-made write: every group has its admin membership and the right member count (${halfMade.length} broken)`);
    check(outside.length === 0, `errors only while an instance was down (${duringFailover.length} during the failover, ${outside.length} outside it)`);
    check(killedAt > 0 && back.status === 200, `the killed instance came back and serves the same session (${back.status})`);
    check(completed === REQUESTS, `the whole bounded load ran (${completed} of ${REQUESTS} requests)`);
    console.log(`\n${completed} requests, ${acked.size} acknowledged writes, ${lost.length} lost, ${duringFailover.length} errors during failover`);
  } finally {
    await stopNginx(nginx);
    await Promise.all(instances.map(stopInstance));
    await sql(base.toString(), `drop database if exists ${dbName} with (force)`).catch(() => undefined);
    if (failures.length && !process.env.SCALE_KEEP) console.log(`instance logs kept in ${tmp}`);
    else if (!process.env.SCALE_KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\ntest:scale FAILED: ${failures.length} check(s) failed`);
    process.exitCode = 1;
  } else console.log('\ntest:scale passed');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
