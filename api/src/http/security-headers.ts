import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { serviceWorkerBootScript, textSizeBootScript } from '@afterwork/contracts/page-boot';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
/** The pages' inline scripts (the reader's text size before the first paint; the service worker's registration), allowed by their hashes alone. */
export const pageBootScriptSource = [textSizeBootScript, serviceWorkerBootScript].map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');

export interface SecurityHeaderOptions {
  /** Origins other than ours that remotes load from, as the registry store derived them (once per change). */
  remoteOrigins: () => string[];
  /** HSTS only in production (and only over https). */
  isProduction: boolean;
  /** Allow Google Maps' script, tiles and API when a key is configured. */
  googleMaps: boolean;
}

/**
 * Security headers on every answer: a Content-Security-Policy with no inline scripts (but the pages' text-size
 * script, by its hash: packages/contracts/src/page-boot.ts) that allows only our own origin, the remotes' origins listed in the registry, and Google Maps when configured; nosniff; no framing;
 * a strict referrer policy; HSTS in production. Styles may be inline: antd's CSS-in-JS injects <style> tags.
 */
export function securityHeaders(opts: SecurityHeaderOptions): Koa.Middleware {
  const maps = opts.googleMaps ? GOOGLE_MAPS : [];
  const policyFor = (remotes: string[]) =>
    [
      "default-src 'self'",
      `script-src ${["'self'", ...remotes, ...maps, pageBootScriptSource].join(' ')}`,
      `connect-src ${["'self'", ...remotes, ...maps].join(' ')}`,
      `img-src ${["'self'", 'data:', 'blob:', ...remotes, ...maps].join(' ')}`,
      `style-src ${["'self'", "'unsafe-inline'", ...remotes, ...(opts.googleMaps ? ['https://fonts.googleapis.com'] : [])].join(' ')}`,
      `font-src ${["'self'", 'data:', ...(opts.googleMaps ? ['https://fonts.gstatic.com'] : [])].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  // The policy only changes with the registry's origins (the same array until the registry changes).
  let cached: { origins: string[]; csp: string } | null = null;
  const csp = () => {
    const origins = opts.remoteOrigins();
    if (cached?.origins !== origins) cached = { origins, csp: policyFor(origins) };
    return cached.csp;
  };
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.set('Content-Security-Policy', csp());
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      // Geolocation for our own pages only: the explorer's 'Near me' asks for it, with the member's permission (issue 20 §5).
      ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
      if (opts.isProduction && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
