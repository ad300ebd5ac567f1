import type { Context } from 'koa';

/** The site's own origin for links in calendar files (empty when the request names no host). */
export const siteOrigin = (ctx: Context): string => (ctx.host ? `${ctx.protocol}://${ctx.host}` : '');

/** Answers an .ics file to download, named after `title` (safe for Content-Disposition; `fallback` when no letters are left). */
export function sendCalendarFile(ctx: Context, title: string, fallback: string, ics: string): void {
  const name = (title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || fallback) + '.ics';
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.body = ics;
}
