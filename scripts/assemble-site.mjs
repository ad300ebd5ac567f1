// Puts the built apps together as one site: the shell at /, each remote under /remotes/<app>/.
// The API serves this folder (SITE_DIR) and /remotes.json from deploy/remotes.json.
// The new site is assembled beside the old one and swapped in, so a running server never sees half a site.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'dist', 'site');
const next = `${site}.next-${process.pid}`;
const old = `${site}.old-${process.pid}`;
export const remoteApps = ['mf-library', 'mf-communities', 'mf-groups', 'mf-mentors-portals', 'mf-admin'];

mkdirSync(next, { recursive: true });
cpSync(path.join(root, 'shell', 'dist'), next, { recursive: true });
for (const app of remoteApps) {
  const dist = path.join(root, app, 'dist');
  if (existsSync(path.join(dist, 'remoteEntry.js'))) cpSync(dist, path.join(next, 'remotes', app), { recursive: true });
}
if (existsSync(site)) renameSync(site, old);
renameSync(next, site);
rmSync(old, { recursive: true, force: true });
console.log(`site assembled in ${path.relative(root, site)}`);
