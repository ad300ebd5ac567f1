// What the API benchmarks (bench:api, bench:explorer) share: starting the
// API in production mode on a port, and one autocannon run's figures.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Row { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; cpuUs?: number }

/**
 * CPU time (user + system, ms) spent so far by a process and all its descendants (Linux /proc; 0 elsewhere). The API
 * runs under tsx, which starts node as its child, so the tree is summed.
 */
export function treeCpuMs(pid: number | undefined): number {
  if (!pid || process.platform !== 'linux') return 0;
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  const visit = (id: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        for (const child of fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) visit(Number(child));
      }
    } catch {
      // gone meanwhile
    }
  };
  visit(pid);
  return total;
}

/** One autocannon run: requests/s, latency percentiles (the p95 column is autocannon's p97.5: a little above the true p95, so a target met here is met), errors. */
export async function run(name: string, opts: Partial<autocannon.Options> & { url: string }, connections: number, seconds: number, serverPid?: number): Promise<Row> {
  const cpuBefore = treeCpuMs(serverPid);
  const result = await autocannon({ connections, duration: seconds, ...opts });
  const cpuMs = treeCpuMs(serverPid) - cpuBefore;
  const lat = result.latency as unknown as Record<string, number>;
  // The server's CPU per answer: unlike req/s, it hardly moves when other work shares the machine's cores.
  const cpuUs = serverPid && cpuMs > 0 && result.requests.total ? Math.round((cpuMs * 1000) / result.requests.total) : undefined;
  return { name, rps: Math.round(result.requests.average), p50: lat.p50, p95: lat.p97_5 ?? lat.p95, p99: lat.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, cpuUs };
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
