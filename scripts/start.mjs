// `npm start`: install, build and start the whole site with demo data on the embedded database,
// at http://localhost:3000 (pages, remotes and /api on one origin).
import { installAndBuild } from './install.mjs';
import { runPnpm, step } from './lib.mjs';

const code = installAndBuild();
if (code !== 0) process.exit(code);
step('Starting Afterwork at http://localhost:3000 (demo member: demo / demo-password, admin: admin / admin-password)');
process.exit(runPnpm(['--filter', '@afterwork/api', 'start'], { env: { PORT: process.env.PORT ?? '3000' } }).code);
