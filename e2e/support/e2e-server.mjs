// The site under test: a throwaway PostgreSQL database with demo data, and the API serving the built site.
// Started by Playwright's webServer; the database is dropped again when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../../scripts/lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'api');
const port = process.env.E2E_PORT ?? '3300';
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
// The database's address comes from playwright.config.ts (E2E_DATABASE_URL: specs read what the API recorded there).
const dbUrl = new URL(process.env.E2E_DATABASE_URL || base);
if (!process.env.E2E_DATABASE_URL) dbUrl.pathname = `/afterwork_e2e_${randomBytes(5).toString('hex')}`;
const name = dbUrl.pathname.slice(1);
if (!/^afterwork_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`e2e database: refusing the name ${name} (it is created and dropped here)`);
const tsx = path.join(api, 'node_modules', '.bin', 'tsx');

// The API's own pg driver, so the machine needs no psql binary.
const { Client } = createRequire(path.join(api, 'package.json'))('pg');
async function psql(sql) {
  const client = new Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Reply by email: the API's inbound SMTP server on a free port, where the inbox's 'Answer by email' sends.
const inboundPort = String(await freePort());

// The local inbox (as `npm start` runs it): SMTP on a free port, its page on E2E_INBOX_PORT for the tests.
const inbox = spawn(tsx, ['src/dev/mail-inbox-main.ts'], {
  cwd: api,
  stdio: ['pipe', 'pipe', 'inherit'],
  env: { ...process.env, MAIL_INBOX_SMTP_PORT: '0', MAIL_INBOX_HTTP_PORT: process.env.E2E_INBOX_PORT ?? '0', MAIL_INBOX_REPLY_SMTP_PORT: inboundPort, MAIL_INBOX_STOP_WITH_STDIN: '1' },
});
const inboxPorts = await new Promise((resolve, reject) => {
  readline.createInterface({ input: inbox.stdout }).on('line', (line) => {
    const m = /^mail-inbox ready (.*)$/.exec(line);
    if (m) resolve(JSON.parse(m[1]));
  });
  inbox.once('exit', (code) => reject(new Error(`the mail inbox stopped (exit ${code})`)));
});

await psql(`create database ${name}`);
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: dbUrl.toString(),
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${inboxPorts.smtpPort}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  INBOUND_MAIL_PORT: inboundPort,
};
const seed = spawnSync(tsx, ['src/cli.ts', 'seed'], { cwd: api, env, stdio: 'inherit' });
if (seed.status !== 0) {
  inbox.kill('SIGTERM');
  await psql(`drop database if exists ${name}`);
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
  inbox.kill('SIGTERM');
  psql(`drop database if exists ${name} with (force)`)
    .catch((err) => console.error(`could not drop ${name}: ${err.message}`))
    .finally(() => process.exit(stopping ? 0 : code ?? 1));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
