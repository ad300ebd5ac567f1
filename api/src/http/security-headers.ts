import fs from 'node:fs';
import type Koa from 'koa';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** The origins of remotes the registry loads from somewhere else (a remote moved to its own host). */
function registryOrigins(file: string, cache: { mtimeMs: number; origins: string[] }): string[] {
  try {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs === cache.mtimeMs) return cache.origins;
    const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as { remotes?: Array<{ entry?: unknown }> };
    const origins = new Set<string>();
    for (const r of registry.remotes ?? []) {
      if (typeof r.entry !== 'string' || !/^https?:\/\//.test(r.entry)) continue;
      origins.add(new URL(r.entry).origin);
    }
    cache.mtimeMs = mtimeMs;
    cache.origins = [...origins];
    return cache.origins;
  } catch {
    return [];
  }
}

export interface SecurityHeaderOptions {
  registryFile: string;
  /** HSTS only in production (and only over https). */
  isProduction: boolean;
  /** Allow Google Maps' script, tiles and API when a key is configured. */
  googleMaps: boolean;
}

/**
 * Security headers on every answer: a Content-Security-Policy with no inline scripts that allows only our own
 * origin, the remotes' origins listed in the registry, and Google Maps when configured; nosniff; no framing;
 * a strict referrer policy; HSTS in production. Styles may be inline: antd's CSS-in-JS injects <style> tags.
 */
export function securityHeaders(opts: SecurityHeaderOptions): Koa.Middleware {
  const cache = { mtimeMs: -1, origins: [] as string[] };
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const remotes = registryOrigins(opts.registryFile, cache);
      const maps = opts.googleMaps ? GOOGLE_MAPS : [];
      const csp = [
        "default-src 'self'",
        `script-src ${["'self'", ...remotes, ...maps].join(' ')}`,
        `connect-src ${["'self'", ...remotes, ...maps].join(' ')}`,
        `img-src ${["'self'", 'data:', 'blob:', ...remotes, ...maps].join(' ')}`,
        `style-src ${["'self'", "'unsafe-inline'", ...remotes, ...(opts.googleMaps ? ['https://fonts.googleapis.com'] : [])].join(' ')}`,
        `font-src ${["'self'", 'data:', ...(opts.googleMaps ? ['https://fonts.gstatic.com'] : [])].join(' ')}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ');
      ctx.set('Content-Security-Policy', csp);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (opts.isProduction && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
