// The README, followed literally: a fresh clone, its first command (`npm start`), then what a newcomer does as admin:
// sign in, add a library resource, edit it, delete it (each answer 2xx JSON), sign out. Then Ctrl-C, and a check
// that no database server is left behind; then a second `npm start`. Prints both start times (figures, not limits).
//
// The clone is of the working tree as it is (uncommitted changes included, via a commit object that no branch
// points at), into the temporary folder; it installs from the same pnpm store, so nothing is downloaded.
// `node scripts/smoke-fresh-clone.mjs` (also a step of `npm test`). SMOKE_KEEP=1 keeps the clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, readFileSync, rmSync, copyFileSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const git = (args, opts = {}) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

/** A commit of the working tree as it is (tracked and new files, not ignored ones), made without touching the index. */
function snapshotCommit(tmp) {
  const index = path.join(tmp, 'index');
  copyFileSync(git(['rev-parse', '--path-format=absolute', '--git-path', 'index']), index);
  const env = { ...process.env, GIT_INDEX_FILE: index };
  git(['add', '-A', '.'], { env });
  const tree = git(['write-tree'], { env });
  return git(['commit-tree', tree, '-p', 'HEAD', '-m', 'smoke test snapshot'], {
    env: { ...env, GIT_AUTHOR_NAME: 'smoke', GIT_AUTHOR_EMAIL: 'smoke@localhost', GIT_COMMITTER_NAME: 'smoke', GIT_COMMITTER_EMAIL: 'smoke@localhost' },
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

function startSite(dir, port, logFile) {
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn('npm', ['start'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), CI: '' } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return child;
}

async function waitUntilServing(base, child, logFile, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const [health, page] = await Promise.all([fetch(`${base}/api/health`), fetch(`${base}/`)]);
      if (health.ok && page.ok && (await page.text()).includes('<div id="root"')) return;
    } catch {
      // not yet listening
    }
    await sleep(250);
  }
  throw new Error(`the site did not answer within ${timeoutMs / 1000} s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/** Ctrl-C in the terminal: SIGINT to the whole process group; then nothing of it may remain, PostgreSQL included. */
async function interrupt(child, dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pgPid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
  process.kill(-child.pid, 'SIGINT');
  const until = Date.now() + 60_000;
  while (Date.now() < until && (alive(child.pid) || (pgPid && alive(pgPid)))) await sleep(100);
  if (alive(child.pid)) throw new Error('npm start did not stop on Ctrl-C within 60 s');
  if (pgPid && alive(pgPid)) throw new Error(`the embedded PostgreSQL (pid ${pgPid}) was left running after Ctrl-C`);
  if (existsSync(pidFile)) throw new Error('postmaster.pid is still there after Ctrl-C: the database did not shut down cleanly');
}

/** A tiny browser: keeps the session cookie, sends JSON, checks every answer is 2xx JSON. */
function client(base) {
  let cookie = '';
  return async (method, url, body) => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (res.status < 200 || res.status > 299 || !type.includes('json')) throw new Error(`${method} ${url}: ${res.status} ${type} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'afterwork-smoke-'));
  chmodSync(tmp, 0o755); // as root the embedded PostgreSQL runs as the user postgres, which must reach the clone
  const dir = path.join(tmp, 'afterwork');
  const logFile = path.join(tmp, 'npm-start.log');
  let child;
  try {
    const commit = snapshotCommit(tmp);
    git(['clone', '--quiet', '--no-checkout', root, dir]);
    git(['checkout', '--quiet', commit], { cwd: dir });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = path.join(dir, '.data', 'postgres');

    let started = Date.now();
    child = startSite(dir, port, logFile);
    await waitUntilServing(base, child, logFile, 600_000);
    const first = (Date.now() - started) / 1000;
    console.log(`first npm start on a fresh clone: serving after ${first.toFixed(1)} s`);

    const call = client(base);
    const me = await call('POST', '/api/login', { username: 'admin', password: 'admin-password' });
    if (me.role !== 'admin') throw new Error(`signed in as ${JSON.stringify(me)}, not an admin`);
    const created = await call('POST', '/api/resources', {
      title: 'Smoke test: walking for beginners',
      description: 'A short guide written by the fresh-clone smoke test.',
      category: 'article',
      iconName: 'book',
    });
    const edited = await call('PATCH', `/api/resources/${created.id}`, { title: 'Smoke test: walking for everyone' });
    if (edited.title !== 'Smoke test: walking for everyone') throw new Error(`the edit did not stick: ${JSON.stringify(edited)}`);
    const deleted = await call('DELETE', `/api/resources/${created.id}`);
    if (deleted.deleted !== true || deleted.id !== created.id) throw new Error(`unexpected delete answer ${JSON.stringify(deleted)}`);
    const gone = await fetch(`${base}/api/resources/${created.id}`);
    if (gone.status !== 404) throw new Error(`the deleted resource still answers ${gone.status}`);
    await call('POST', '/api/logout');
    const after = await fetch(`${base}/api/user`);
    if (after.status !== 401) throw new Error(`after signing out /api/user answers ${after.status}`);
    console.log('admin signed in, created, edited and deleted a resource (2xx JSON each), signed out');

    await interrupt(child, dataDir);
    console.log('Ctrl-C: the site and its embedded PostgreSQL stopped, nothing left running');

    started = Date.now();
    child = startSite(dir, port, logFile);
    await waitUntilServing(base, child, logFile, 300_000);
    const second = (Date.now() - started) / 1000;
    console.log(`second npm start: serving after ${second.toFixed(1)} s`);
    await interrupt(child, dataDir);
    console.log(`smoke: first start ${first.toFixed(1)} s, second start ${second.toFixed(1)} s`);
  } finally {
    if (child && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    if (process.env.SMOKE_KEEP) console.log(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`smoke test failed: ${err.message}`);
    process.exit(1);
  },
);
