import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import { notFound } from './errors';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/i;
const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);

/** GET /remotes.json: the run-time remote registry, re-read from disk on every request. */
export function remotesRegistry(file: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/remotes.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let text: string;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch {
      throw notFound('Remote registry not found');
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    ctx.body = text;
  };
}

/**
 * The built site (one origin): hashed assets cached for a year, entry files `no-cache`,
 * and any other GET outside /api with no file → index.html (SPA fallback). Skipped quietly if the folder is absent.
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
