import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/i;
// The service worker and the web app manifest are asked again on every visit (issue 33 §2: a new sw.js takes over).
const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'sw.js', 'sw-push.js', 'manifest.webmanifest']);

const VERSIONED = /^\/remotes\/([a-z0-9][a-z0-9-]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\/(.+)$/;

/**
 * Published remote versions: /remotes/<app>/<version>/<file> from `remotesDir/<app>/<version>/<file>`. A version's
 * folder is never changed once published, so every file in it (its manifest and remoteEntry.js too) is cached for a
 * year. Anything else under /remotes/ (the bundled builds) is left to the site's files.
 */
export function publishedRemotes(remotesDir: string): Koa.Middleware {
  const files = serve(remotesDir, {
    index: false,
    hidden: false,
    defer: false,
    setHeaders(res) {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/remotes/')) return next();
    const m = VERSIONED.exec(ctx.path);
    if (!m) return next();
    // A bundled build's own sub-folder (/remotes/mf-library/assets/x.png) is the site's: a version starts with a digit.
    if (!/^\d/.test(m[2]) && !fs.existsSync(path.join(remotesDir, m[1], m[2]))) return next();
    // Only files inside that version's folder: no '..' (encoded or not) may climb out of it.
    let rest: string;
    try {
      rest = decodeURIComponent(m[3]);
    } catch {
      rest = '..';
    }
    if (m[2].includes('..') || rest.split(/[\\/]/).some((seg) => seg === '..' || seg === '.')) {
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body = 'Not found';
      return;
    }
    const original = ctx.path;
    ctx.path = `/${m[1]}/${m[2]}/${m[3]}`;
    try {
      await files(ctx, async () => {});
    } finally {
      ctx.path = original;
    }
    // A file missing from a published version is a 404, never the site's index.html.
    if (ctx.body == null && ctx.status === 404) {
      ctx.type = 'text';
      ctx.body = 'Not found';
      ctx.status = 404;
    }
  };
}

/** A public page's address (`/`, `/plans`, `/demo-video`: one lower-case segment) → its pre-rendered file. */
const PAGE = /^\/([a-z0-9-]*)$/;
const prerenderedFile = (pathname: string) => {
  const m = PAGE.exec(pathname);
  return m ? `/prerendered/${m[1] || 'index'}.html` : null;
};

/**
 * The built site (one origin): hashed assets cached for a year, entry files `no-cache`, the public pages the shell's
 * build pre-rendered (`prerendered/<page>.html`, issue 24 §2: `/` → `index.html`, `/plans` → `plans.html`) for their
 * addresses, and any other GET outside /api with no file → index.html (SPA fallback, an empty #root the browser
 * renders). Skipped quietly if the folder is absent.
 */
export function siteStatic(siteDir: string): Koa.Middleware {
  const indexFile = path.join(siteDir, 'index.html');
  const files = serve(siteDir, {
    index: false,
    hidden: false,
    defer: false,
    // koa-send answers with `<file>.br` / `<file>.gz` (pre-compressed by scripts/assemble-site.mjs) when the
    // browser accepts it: the caching rules go by the file asked for.
    setHeaders(res, filePath) {
      res.setHeader('Vary', 'Accept-Encoding');
      const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (NO_CACHE.has(base) || base.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED.test(base)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  return async (ctx, next) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    if (isApi || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !fs.existsSync(siteDir)) return next();
    const page = prerenderedFile(ctx.path);
    if (page && fs.existsSync(path.join(siteDir, page))) {
      const original = ctx.path;
      ctx.path = page;
      try {
        await files(ctx, async () => {});
      } finally {
        ctx.path = original;
      }
      if (ctx.body != null) return;
    }
    await files(ctx, async () => {});
    if (ctx.body != null || ctx.status !== 404) return;
    if (ctx.path === '/' || !path.extname(ctx.path) || ctx.accepts('html') === 'html') {
      if (!fs.existsSync(indexFile)) return next();
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = fs.createReadStream(indexFile);
      return;
    }
    return next();
  };
}
