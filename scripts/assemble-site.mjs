// Puts the built apps together as one site: the shell at /, each remote under /remotes/<app>/.
// The API serves this folder (SITE_DIR) and /remotes.json from deploy/remotes.json.
// The new site is assembled beside the old one and swapped in, so a running server never sees half a site.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCb } from 'node:zlib';

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

// Compressed once here, at high settings, instead of on every request: the API's static middleware (koa-send)
// serves `<file>.br` or `<file>.gz` beside a file when the browser accepts it. Runs on zlib's thread pool.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCb);
const files = [];
const collect = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 1024) files.push(file);
  }
};
const started = Date.now();
collect(next);
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }),
);
console.log(`${files.length} files pre-compressed (brotli, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (existsSync(site)) renameSync(site, old);
renameSync(next, site);
rmSync(old, { recursive: true, force: true });
console.log(`site assembled in ${path.relative(root, site)}`);
