// What the API benchmarks (bench:api, bench:explorer) share: starting the
// API in production mode on a port, and one autocannon run's figures.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Row { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number }

/** One autocannon run: requests/s, latency percentiles (the p95 column is autocannon's p97.5: a little above the true p95, so a target met here is met), errors. */
export async function run(name: string, opts: Partial<autocannon.Options> & { url: string }, connections: number, seconds: number): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...opts });
  const lat = result.latency as unknown as Record<string, number>;
  return { name, rps: Math.round(result.requests.average), p50: lat.p50, p95: lat.p97_5 ?? lat.p95, p99: lat.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/** `tsx src/server.ts` in production mode on 127.0.0.1:`port` (DATABASE_URL from the environment); resolves once healthy. */
export function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(path.join(__dirname, '..', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'bench-session-secret-0123456789', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => (r.ok ? resolve(child) : setTimeout(poll, 300)),
        () => (Date.now() > deadline ? reject(new Error('API did not start')) : setTimeout(poll, 300)),
      );
    poll();
  });
}
