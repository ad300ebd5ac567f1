// The site under test: a throwaway PostgreSQL database with demo data, and the API serving the built site.
// Started by Playwright's webServer; the database is dropped again when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'api');
const port = process.env.E2E_PORT ?? '3300';
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `afterwork_e2e_${randomBytes(5).toString('hex')}`;
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;
const tsx = path.join(api, 'node_modules', '.bin', 'tsx');

function psql(sql) {
  // Use knex through tsx so we need no psql binary on the machine.
  const script = `import knex from 'knex'; const k = knex({ client: 'pg', connection: ${JSON.stringify(base.toString())} }); await k.raw(${JSON.stringify(sql)}); await k.destroy();`;
  const r = spawnSync(tsx, ['--eval', script], { cwd: api, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`SQL failed: ${sql}`);
}

psql(`create database ${name}`);
const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: dbUrl.toString(), PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const seed = spawnSync(tsx, ['src/cli.ts', 'seed'], { cwd: api, env, stdio: 'inherit' });
if (seed.status !== 0) {
  psql(`drop database if exists ${name}`);
  process.exit(1);
}
const server = spawn(tsx, ['src/server.ts'], { cwd: api, env, stdio: 'inherit' });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
};
server.on('exit', (code) => {
  try {
    psql(`drop database if exists ${name} with (force)`);
  } finally {
    process.exit(stopping ? 0 : code ?? 1);
  }
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
