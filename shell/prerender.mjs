// Paint before JavaScript (issue 24 §2): after the browser build (dist/) and the Node build of the same App
// (dist-prerender/, rspack.prerender.config.ts), write each public page's HTML: dist/prerendered/<page>.html
// (`/` → index.html). The API serves it for that address before its SPA fallback (api/src/http/static.ts);
// bootstrap.tsx hydrates it. Every page, the SPA's index.html too, gets the text-size script in its head.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const dist = path.join(import.meta.dirname, 'dist');
const require = createRequire(import.meta.url);
const { renderPage, prerenderedPages, serviceWorkerBootScript, textSizeBootScript } = require('./dist-prerender/render-page.cjs');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const groups = JSON.parse(readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
// Installable (issue 33 §2): the manifest, the theme and home-screen icons, and the service worker registered after
// the page has loaded (a few bytes inline, allowed by the API's CSP by hash: nothing is added to the first paint's
// scripts). pwa/build-pwa.mjs writes them.
const pwaHead =
  '<link rel="manifest" href="/manifest.webmanifest"><meta name="theme-color" content="#0b5d4b">' +
  '<link rel="icon" type="image/png" sizes="48x48" href="/icons/icon-48.png"><link rel="apple-touch-icon" href="/icons/icon-180.png">' +
  '<meta name="apple-mobile-web-app-title" content="Afterwork">' +
  `<script>${serviceWorkerBootScript}</script>`;
const bootScript = `<script>${textSizeBootScript}</script>${pwaHead}`;
if (!template.includes('<div id="root"></div>') || !template.includes('<title>')) throw new Error('dist/index.html is not the expected template');

const withBoot = (html) => (html.includes(bootScript) ? html : html.replace('<title>', `${bootScript}<title>`));
writeFileSync(path.join(dist, 'index.html'), withBoot(template));

const filesOf = (group, ext) => (groups[group] ?? []).filter((f) => f.endsWith(ext)).map((f) => `/${f}`);
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const started = Date.now();
for (const [pathname, { chunk }] of Object.entries(prerenderedPages)) {
  const { html, styles } = await renderPage(pathname);
  // React puts the page's resource hints (the hero image's preload) first: they belong in the head.
  const hints = html.match(/^(<link [^>]*\/?>)*/)[0];
  // Until React has hydrated the page, what is typed into a field would not reach the page's state: fields are
  // read-only until then (the App's first effect lifts it; buttons ignore the pointer till then, global.css).
  const body = html
    .slice(hints.length)
    .replace(/<(input|textarea)\b(?![^>]*\sreadonly)/g, '<$1 readonly="" data-prerender-readonly=""');
  const css = [...filesOf('bootstrap', '.css'), ...filesOf(chunk, '.css')];
  const js = [...filesOf('bootstrap', '.js'), ...filesOf(chunk, '.js')];
  if (css.length < 2 || js.length < 2) throw new Error(`chunk-groups.json lacks the files of ${chunk} or bootstrap`);
  const head = [
    hints,
    styles,
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...js.map((href) => `<link rel="preload" as="script" href="${href}">`),
  ].join('');
  const page = withBoot(template)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = path.join(dist, 'prerendered', `${pathname === '/' ? 'index' : pathname.slice(1)}.html`);
  writeFileSync(file, page);
  console.log(`pre-rendered ${pathname} → ${path.relative(dist, file)} (${(page.length / 1024).toFixed(1)} KB)`);
}
console.log(`${Object.keys(prerenderedPages).length} pages pre-rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The render leaves the query cache's collection timers behind: nothing else is running.
process.exit(0);
