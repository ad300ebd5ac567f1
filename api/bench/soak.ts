// `pnpm soak` (SOAK_MINUTES=10 by default): a bounded, mixed read and write load on loopback against the API
// on a throwaway PostgreSQL database. Prints throughput, latency, errors, whether every acknowledged write is
// in the database afterwards, and the API's memory over time (it should stay flat).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const PORT = 3601;
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `afterwork_soak_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;
const apiDir = path.join(__dirname, '..');
const api = `http://127.0.0.1:${PORT}`;

async function sql(url: string, text: string, params: unknown[] = []) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

const rssMb = (pid: number) => {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : 0;
};

/** Least-squares slope of [seconds, MB] points, in MB per minute. */
function trendPerMinute(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : (sxy / sxx) * 60;
}

async function main() {
  await sql(base.toString(), `create database ${dbName}`);
  const env = { ...process.env, DATABASE_URL: dbUrl.toString(), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const seed = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed'], { cwd: apiDir, env, stdio: 'inherit' });
  await new Promise((r) => seed.on('exit', r));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${api}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const login = await fetch(`${api}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo-password' }) });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const memory: Array<[number, number]> = [[0, rssMb(child.pid!)]];
    const started = Date.now();
    const sampler = setInterval(() => memory.push([Math.round((Date.now() - started) / 1000), rssMb(child.pid!)]), 15_000);
    let acked = 0;
    let counter = 0;
    const tag = randomBytes(3).toString('hex');
    console.log(`Soak: ${MINUTES} min, ${CONNECTIONS} connections, mixed reads and writes on ${api} (database ${dbName})`);
    const result = await autocannon({
      url: api,
      connections: CONNECTIONS,
      duration: MINUTES * 60,
      headers: { cookie, 'content-type': 'application/json' },
      requests: [
        { method: 'GET', path: '/api/communities' },
        { method: 'GET', path: '/api/groups' },
        { method: 'GET', path: '/api/resources?search=walk' },
        { method: 'GET', path: '/api/user' },
        { method: 'GET', path: '/api/mentors' },
        {
          method: 'POST',
          path: '/api/groups',
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ name: `Soak ${tag} ${++counter}`.slice(0, 50), description: 'A group made by the soak test, to count writes.', type: 'social' }) }),
          onResponse: (status) => {
            if (status === 201) acked++;
          },
        },
      ],
    });
    clearInterval(sampler);
    memory.push([Math.round((Date.now() - started) / 1000), rssMb(child.pid!)]);

    const [{ count }] = await sql(dbUrl.toString(), `select count(*)::int as count from groups where name like $1`, [`Soak ${tag} %`]);
    const lat = result.latency as unknown as Record<string, number>;
    const mems = memory.map(([, m]) => m);
    const tail = mems.slice(Math.floor(mems.length / 2));
    console.log(`\nrequests ${result.requests.total.toLocaleString('en-US')} (${Math.round(result.requests.average)}/s), p50 ${lat.p50} ms, p99 ${lat.p99} ms`);
    console.log(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    // Requests still in flight when the run stops complete on the server without an answer being counted,
    // so the database may hold a few more than were acknowledged (at most one per connection), never fewer.
    const lost = count < acked;
    console.log(`writes acknowledged ${acked}, found in the database ${count}: ${lost ? 'WRITES LOST' : `no acknowledged write lost (${count - acked} completed in flight at the end)`}`);
    console.log(`API memory (RSS, MB) over time: ${memory.map(([s, m]) => `${s}s ${m.toFixed(0)}`).join(', ')}`);
    // RSS swings with each garbage collection; a leak shows as a trend. Least-squares slope over the second half
    // (after warm-up), in MB per minute: no leak when it is at most +2 MB/min.
    const tailPoints = memory.slice(Math.floor(memory.length / 2));
    const slope = trendPerMinute(tailPoints);
    console.log(`memory second half: min ${Math.min(...tail).toFixed(0)} MB, max ${Math.max(...tail).toFixed(0)} MB, trend ${slope >= 0 ? '+' : ''}${slope.toFixed(1)} MB/min (${slope <= 2 ? 'no upward trend' : 'GROWING'})`);
    const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && !lost && count - acked <= CONNECTIONS;
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    await sql(base.toString(), `drop database if exists ${dbName} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
