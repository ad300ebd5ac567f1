// What the multi-instance tests share (`pnpm test:scale` on loopback, `pnpm test:network` in network namespaces):
// their pass/fail checks, one-off SQL, HTTP calls that never throw, a member registered through the proxy, nginx
// running deploy/nginx/nginx.conf with its upstreams and listen address swapped, and stopping a child process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export const apiDir = path.join(__dirname, '..');
export const repoDir = path.join(apiDir, '..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The checks of one test run: each printed ✓/✗; `failures` holds the failed ones. */
export function createChecks() {
  const failures: string[] = [];
  return {
    failures,
    check(ok: boolean, what: string): void {
      console.log(`${ok ? '✓' : '✗'} ${what}`);
      if (!ok) failures.push(what);
    },
  };
}

/** One statement on its own connection. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

export interface Answer {
  status: number;
  body?: Record<string, unknown>;
  cookie?: string;
  error?: string;
}

/** A JSON request; a network failure is status 0 with its message (never thrown). */
export async function call(url: string, method = 'GET', opts: { cookie?: string; body?: unknown; timeoutMs?: number } = {}): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const set = res.headers.getSetCookie();
    return { status: res.status, body, cookie: set.length ? set.map((c) => c.split(';')[0]).join('; ') : undefined };
  } catch (err) {
    return { status: 0, error: (err as Error).message };
  }
}

export interface Member {
  username: string;
  password: string;
  email: string;
  cookie: string;
  id: number;
}

/** A new member registered through `proxy` (signed in: its cookie). */
export async function register(proxy: string, prefix: string): Promise<Member> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const password = 'correct-horse-battery';
  const email = `${username}@example.com`;
  const res = await call(`${proxy}/api/register`, 'POST', { body: { username, password, name: 'Scale Tester', email } });
  if (res.status !== 201 || !res.cookie) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { username, password, email, cookie: res.cookie, id: Number(res.body?.id) };
}

/** The API answers /api/health at `origin`; gives up when `alive()` says the process has gone. */
export async function waitHealthy(origin: string, what: string, alive: () => boolean, log: string, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${what} exited:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''}`);
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${what} did not become healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, sleep(graceMs)]);
  if (child.exitCode === null && !child.signalCode) {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(5000)]);
  }
}

export function findNginx(): string {
  for (const p of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (p && fs.existsSync(p)) return p;
  throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run installs it when missing)');
}

/** deploy/nginx/nginx.conf with `upstreams` (host:port) as its servers, `listen` as its address and temp paths under `dir`. */
export function nginxConfig(listen: string, upstreams: string[], dir: string): string {
  const conf = fs.readFileSync(path.join(repoDir, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
  const serverLine = /^(\s*)server api-\d+:\d+([^;]*);\n/m;
  const m = serverLine.exec(conf);
  if (!m) throw new Error('deploy/nginx/nginx.conf has no `server api-N:PORT` upstream line');
  const servers = upstreams.map((u) => `${m[1]}server ${u}${m[2]};\n`).join('');
  let out = conf.replace(serverLine, servers);
  while (serverLine.test(out)) out = out.replace(serverLine, '');
  if (!/listen 8080;/.test(out)) throw new Error('deploy/nginx/nginx.conf does not `listen 8080;`');
  out = out.replace('listen 8080;', `listen ${listen};`);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`).join('\n');
  return out.replace(/^http \{\n/m, `http {\n${temps}\n`);
}

/**
 * nginx with that configuration in the foreground (in `dir`), checked with `nginx -t` first; `wrap` prefixes the
 * command (`ip netns exec <host>`). Resolves once `origin`/api/health answers through it.
 */
export async function startNginx(opts: { dir: string; listen: string; upstreams: string[]; origin: string; wrap?: string[] }): Promise<ChildProcess> {
  const bin = findNginx();
  fs.mkdirSync(opts.dir, { recursive: true });
  const confFile = path.join(opts.dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig(opts.listen, opts.upstreams, opts.dir));
  const pid = `pid ${path.join(opts.dir, 'nginx.pid')};`;
  const args = ['-c', confFile, '-p', opts.dir, '-e', path.join(opts.dir, 'error.log')];
  const wrap = opts.wrap ?? [];
  const tested = spawnSync(wrap[0] ?? bin, [...wrap.slice(1), ...(wrap.length ? [bin] : []), ...args, '-t', '-g', pid], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refused the configuration:\n${tested.stderr}`);
  const child = spawn(wrap[0] ?? bin, [...wrap.slice(1), ...(wrap.length ? [bin] : []), ...args, '-g', `daemon off; ${pid}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100 && !(await fetch(`${opts.origin}/api/health`).then((r) => r.ok, () => false)); i++) await sleep(100);
  return child;
}

/** nginx finishes its requests (SIGQUIT), or is killed after 10 s. */
export const stopNginx = (child: ChildProcess | undefined) => stopChild(child, 'SIGQUIT', 10_000);
