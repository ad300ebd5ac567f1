// Installable, and readable offline (issue 33 §2): after the shell's build, put the web app manifest, its icons, the
// offline page and the service worker into dist/. The worker is Workbox's (workbox-build generateSW), with our
// push handlers (pwa/sw-push.js) imported into it. What it caches and never caches: docs/architecture.md.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

const here = import.meta.dirname;
const dist = path.join(here, '..', 'dist');
const THEME = '#0b5d4b';

mkdirSync(path.join(dist, 'icons'), { recursive: true });
const icons = readdirSync(path.join(here, 'icons')).filter((f) => f.endsWith('.png'));
for (const f of icons) copyFileSync(path.join(here, 'icons', f), path.join(dist, 'icons', f));
for (const f of ['offline.html', 'offline.js']) copyFileSync(path.join(here, f), path.join(dist, f));
copyFileSync(path.join(here, 'sw-push.js'), path.join(dist, 'sw-push.js'));

const size = (f) => Number(/-(\d+)\.png$/.exec(f)[1]);
const manifest = {
  id: '/',
  name: 'Afterwork — Feel Better, Together',
  short_name: 'Afterwork',
  description: 'Interest-based communities, groups, mentors and resources for the third act of life.',
  lang: 'en',
  start_url: '/dashboard?source=home-screen',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: THEME,
  icons: [
    ...icons.filter((f) => f.startsWith('icon-')).sort((a, b) => size(a) - size(b)).map((f) => ({ src: `/icons/${f}`, sizes: `${size(f)}x${size(f)}`, type: 'image/png', purpose: 'any' })),
    ...icons.filter((f) => f.startsWith('maskable-')).map((f) => ({ src: `/icons/${f}`, sizes: `${size(f)}x${size(f)}`, type: 'image/png', purpose: 'maskable' })),
  ],
};
writeFileSync(path.join(dist, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

// The shell's first paint (main, bootstrap, the home page) is precached; its other chunks are cached as they are used.
const groups = JSON.parse(readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
const firstPaint = [...(groups.bootstrap ?? []), ...(groups['page-home'] ?? []), ...readdirSync(dist).filter((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))];

const { count, size: bytes, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['offline.html', 'offline.js', 'manifest.webmanifest', 'icons/*.png', ...firstPaint],
  swDest: path.join(dist, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Hashed names change with their content: no cache-busting query needed.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
  importScripts: ['/sw-push.js'],
  runtimeCaching: [
    // Pages: always the network (a page is never stale); with none, the offline page (it lists the next activities).
    { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: '/offline.html' } } },
    // The registry, a remote's manifest and entry: network first, so a remote published on its own is seen at once
    // (the cache answers only when there is no network at all).
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/remotes.json' || /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)),
      handler: 'NetworkFirst',
      options: { cacheName: 'afterwork-remote-entries', expiration: { maxEntries: 50 } },
    },
    // The signed-in member and their activities, kept for the offline page (network first; sign-out deletes them).
    {
      urlPattern: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && (url.pathname === '/api/user' || /^\/api\/users\/\d+\/activities$/.test(url.pathname)),
      handler: 'NetworkFirst',
      options: { cacheName: 'afterwork-member', cacheableResponse: { statuses: [200] } },
    },
    // Content-hashed scripts and styles (the shell's and the remotes'): a name is never reused, so the cache is right.
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/') && /\.[0-9a-f]{8,}\.(js|css)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'afterwork-assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 }, cacheableResponse: { statuses: [200] } },
    },
  ],
});
for (const w of warnings) console.warn(w);
console.log(`service worker: ${count} files precached (${(bytes / 1024).toFixed(0)} KB), manifest with ${manifest.icons.length} icons`);
