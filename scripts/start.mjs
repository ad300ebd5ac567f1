// `npm start`: install, build and start the whole site with demo data on the embedded database (real PostgreSQL
// from npm, in .data/postgres), at http://localhost:3000 (pages, remotes and /api on one origin), and a local
// inbox that catches every mail the site sends (http://localhost:1080), unless SMTP_URL names a real mail server.
// Ctrl-C stops the API (requests under way finish first) and then the embedded PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { installAndBuild } from './install.mjs';
import { freePort, root, step } from './lib.mjs';

const code = installAndBuild({ reuseBuild: true });
if (code !== 0) process.exit(code);
const port = process.env.PORT ?? '3000';

/**
 * Reply by email: the API's inbound SMTP server (INBOUND_MAIL_PORT), which the local inbox's 'Answer' sends to, as a
 * member's mail program would.
 */
const inboundPort = process.env.INBOUND_MAIL_PORT ?? String(await freePort(2525));

/** Starts the local inbox (api/src/dev/mail-inbox-main.ts) and answers its ports once it listens. */
async function startInbox() {
  const smtpPort = await freePort(Number(process.env.MAIL_INBOX_SMTP_PORT ?? 1025));
  const httpPort = await freePort(Number(process.env.MAIL_INBOX_HTTP_PORT ?? 1080));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/mail-inbox-main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, MAIL_INBOX_SMTP_PORT: String(smtpPort), MAIL_INBOX_HTTP_PORT: String(httpPort), MAIL_INBOX_REPLY_SMTP_PORT: inboundPort, MAIL_INBOX_STOP_WITH_STDIN: '1' },
  });
  const ports = await new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const m = /^mail-inbox ready (.*)$/.exec(line);
      if (m) resolve(JSON.parse(m[1]));
      else console.log(line);
    });
    child.once('exit', (status) => reject(new Error(`the local inbox stopped (exit ${status})`)));
  });
  return { child, ...ports };
}

const env = { ...process.env, PORT: port, INBOUND_MAIL_PORT: inboundPort };
let inbox;
if (!process.env.SMTP_URL) {
  try {
    inbox = await startInbox();
    env.SMTP_URL = `smtp://127.0.0.1:${inbox.smtpPort}`;
  } catch (err) {
    console.warn(`Warning: ${err.message}; mails will only be logged.`);
  }
}
step(`Starting Afterwork at http://localhost:${port} (demo member: demo / demo-password, admin: admin / admin-password)`);
if (inbox) step(`Mail the site sends (password resets, reminders...) arrives in the local inbox: http://localhost:${inbox.httpPort} (answer a reply there to try reply by email)`);
// The API runs in one Node process (no package manager in between), so a signal reaches it directly: it drains
// its requests, closes its pool and stops the embedded PostgreSQL. Ctrl-C reaches it through the terminal's
// process group; a SIGTERM sent to this script alone is passed on.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => api.kill(signal));
api.on('exit', (status, signal) => {
  inbox?.child.kill('SIGTERM');
  process.exit(status ?? (signal ? 1 : 0));
});
