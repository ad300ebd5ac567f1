// Puts the built apps together as one site: the shell at /, each remote under /remotes/<app>/.
// The API serves this folder (SITE_DIR) and /remotes.json from deploy/remotes.json.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'dist', 'site');
export const remoteApps = ['mf-library', 'mf-communities', 'mf-groups', 'mf-mentors-portals', 'mf-admin'];

rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
cpSync(path.join(root, 'shell', 'dist'), site, { recursive: true });
for (const app of remoteApps) {
  const dist = path.join(root, app, 'dist');
  if (existsSync(path.join(dist, 'remoteEntry.js'))) cpSync(dist, path.join(site, 'remotes', app), { recursive: true });
}
console.log(`site assembled in ${path.relative(root, site)}`);
