// `pnpm bench:explorer`: the communities explorer at scale (issue 24 §1), on a database filled by
// `pnpm bench:data --communities 100000`. Prints:
//  - the data a cold /communities visit transfers (the first page of cards with the overlay's figures, the map's
//    markers for the whole world at a phone's and a desktop's zoom, the map key), gzip as sent;
//  - the first map answer after a start (the cluster index is built then) and after a change of the list;
//  - pans and zooms (GET /api/communities/map over 200 views round the world, zoom 1 to 12): req/s, p50, p95, p99
//    at 8 connections (BENCH_CONNECTIONS), 10 s (BENCH_SECONDS); and the same for pages, searches and 'Near me'.
import http from 'node:http';
import { cpus } from 'node:os';
import { Pool } from 'pg';
import { run, startApi, type Row } from './support';

const DB = process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = 3511;
const api = `http://127.0.0.1:${PORT}`;

/** Bytes as sent (gzip when the server compresses), and the time to the last byte. */
function transfer(path: string): Promise<{ bytes: number; ms: number; status: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${api}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, ms: performance.now() - t0, status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

/** 200 views a visitor might pan and zoom to: around the bench cities, zoom 1 to 12, bounds as the map rounds them. */
function views(): string[] {
  const centres: Array<[number, number]> = [[51.5, -0.13], [48.86, 2.35], [40.71, -74], [35.68, 139.65], [-33.87, 151.2], [19.43, -99.13], [52.52, 13.4], [-23.55, -46.63], [1.35, 103.8], [30.04, 31.24]];
  const out: string[] = [];
  for (let i = 0; i < 200; i++) {
    const [lat, lng] = centres[i % centres.length]!;
    const zoom = 1 + (i % 12);
    const step = 90 / 2 ** zoom;
    const halfW = (360 / 2 ** zoom) * 1.6;
    const halfH = halfW * 0.45;
    const jitter = ((i * 37) % 11) / 10 - 0.5;
    const r = (v: number, up: boolean) => Math.round((up ? Math.ceil(v / step) : Math.floor(v / step)) * step * 1e4) / 1e4;
    const west = Math.max(-180, r(lng - halfW + jitter * halfW, false));
    const east = Math.min(180, r(lng + halfW + jitter * halfW, true));
    const south = Math.max(-85, r(lat - halfH, false));
    const north = Math.min(85, r(lat + halfH, true));
    out.push(`/api/communities/map?west=${west}&south=${south}&east=${east}&north=${north}&zoom=${zoom}`);
  }
  return out;
}

async function main() {
  if (!DB) throw new Error('Set DATABASE_URL to the database filled by `pnpm bench:data --communities 100000`.');
  const pool = new Pool({ connectionString: DB, max: 2 });
  const { rows: [{ n }] } = await pool.query(`select count(*)::int as n from communities where hidden_at is null`);
  console.log(`${n.toLocaleString('en-US')} communities in ${new URL(DB).pathname.slice(1)}`);
  const child = await startApi(PORT);
  try {
    // Cold: the first answers after a start build the figures and the cluster index.
    const world = '/api/communities/map?west=-180&south=-85&east=180&north=85';
    const firstMap = await transfer(`${world}&zoom=2`);
    const firstPage = await transfer('/api/communities/explore');
    console.log(`\nfirst answers after a start: map ${firstMap.ms.toFixed(0)} ms (builds the cluster index), explore ${firstPage.ms.toFixed(0)} ms`);

    const cold = [
      ['GET /api/communities/explore (20 cards, figures, chips)', '/api/communities/explore'],
      ['GET /api/communities/map, world at zoom 2 (1280 px)', `${world}&zoom=2`],
      ['GET /api/communities/map, world at zoom 1 (360 px)', `${world}&zoom=1`],
      ['GET /api/communities/map-config', '/api/communities/map-config'],
    ] as const;
    console.log('\nwhat a cold /communities visit transfers (data only, gzip as sent):');
    let desktop = 0;
    for (const [name, path] of cold) {
      const t = await transfer(path);
      if (!name.includes('360 px')) desktop += t.bytes;
      console.log(`  ${name.padEnd(56)} ${(t.bytes / 1024).toFixed(1).padStart(7)} KB  ${t.ms.toFixed(1).padStart(6)} ms  (${t.status})`);
    }
    const whole = await transfer('/api/communities');
    console.log(`  total for a desktop visit: ${(desktop / 1024).toFixed(1)} KB (target ≤ 60 KB); the whole list, as before: ${(whole.bytes / 1024).toFixed(1)} KB`);

    // A change of the list (an admin's edit, a join) rebuilds on the next ask.
    await pool.query(`update communities set updated_at = now() where id = (select min(id) from communities)`);
    const rebuilt = await transfer(`${world}&zoom=2`);
    console.log(`first map answer after a change of the list: ${rebuilt.ms.toFixed(0)} ms`);

    const rows: Row[] = [];
    const bench = async (name: string, paths: string[]) => {
      process.stdout.write(`${name}... `);
      const row = await run(name, { url: api, requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip' } })) }, CONNECTIONS, SECONDS);
      rows.push(row);
      console.log(`${row.rps} req/s, p95 ${row.p95} ms`);
    };
    await run('warm-up', { url: api, requests: views().map((path) => ({ method: 'GET', path })) }, CONNECTIONS, 3);
    await bench('pan and zoom: GET /api/communities/map', views());
    await bench('Load More: GET /api/communities/explore?offset=…', Array.from({ length: 50 }, (_, i) => `/api/communities/explore?offset=${i * 20}`));
    await bench('search: GET /api/communities/explore?search=…', ['walking', 'yoga london', 'England', 'garden paris', 'chess'].map((s) => `/api/communities/explore?search=${encodeURIComponent(s)}`));
    await bench('search on the map: GET /api/communities/map?search=walking', views().slice(0, 50).map((p) => `${p}&search=walking`));
    await bench("Near me: GET /api/communities/explore?lat=…&lng=…", Array.from({ length: 20 }, (_, i) => `/api/communities/explore?lat=${(51 + i * 0.1).toFixed(2)}&lng=${(-2 + i * 0.1).toFixed(2)}`));

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, on ${process.platform} ${cpus().length} cores (p95 column: autocannon's p97.5)\n`);
    console.log('endpoint'.padEnd(52), 'req/s'.padStart(8), 'p50'.padStart(6), 'p95'.padStart(6), 'p99'.padStart(6), 'errors'.padStart(7), 'non-2xx'.padStart(8));
    for (const r of rows) console.log(r.name.padEnd(52), String(r.rps).padStart(8), String(r.p50).padStart(6), String(r.p95).padStart(6), String(r.p99).padStart(6), String(r.errors).padStart(7), String(r.non2xx).padStart(8));
  } finally {
    child.kill('SIGTERM');
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
