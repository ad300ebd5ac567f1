// `npm start`: install, build and start the whole site with demo data on the embedded database (real PostgreSQL
// from npm, in .data/postgres), at http://localhost:3000 (pages, remotes and /api on one origin).
// Ctrl-C stops the API (requests under way finish first) and then the embedded PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { installAndBuild } from './install.mjs';
import { root, step } from './lib.mjs';

const code = installAndBuild({ reuseBuild: true });
if (code !== 0) process.exit(code);
const port = process.env.PORT ?? '3000';
step(`Starting Afterwork at http://localhost:${port} (demo member: demo / demo-password, admin: admin / admin-password)`);
// The API runs in one Node process (no package manager in between), so a signal reaches it directly: it drains
// its requests, closes its pool and stops the embedded PostgreSQL. Ctrl-C reaches it through the terminal's
// process group; a SIGTERM sent to this script alone is passed on.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => api.kill(signal));
api.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
