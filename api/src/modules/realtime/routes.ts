import { PassThrough } from 'node:stream';
import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { REALTIME_MESSAGES } from '@afterwork/contracts/realtime';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../platform/errors';
import { requireUser } from '../../policies/guards';
import { currentSessionId } from '../accounts/public';

/** `Last-Event-ID` as the browser sends it back: a sequence number, or nothing usable. */
export function parseLastEventId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/**
 * GET /api/events (issue 30, item 6): one Server-Sent Events stream per tab, for signed-in members. 406 unless the
 * client asks for `text/event-stream` (an EventSource always does), 429 over the member's streams, 503 over the
 * instance's; then `retry:`, a comment line every heartbeat, and `id:`/`data:` per event. Closing the socket frees
 * the stream at once.
 */
export function registerRealtimeRoutes(router: Router, deps: AppDeps): void {
  router.get(apiPaths.events, requireUser, async (ctx) => {
    if (!(ctx.get('Accept') || '').includes('text/event-stream')) throw new HttpError(406, REALTIME_MESSAGES.eventStreamOnly);
    const body = new PassThrough();
    const stream = deps.services.realtime.open({
      user: ctx.state.user as CurrentUser,
      sessionKey: currentSessionId(ctx),
      // The browser's own resume sends the header; the shell's, after a stream closed for good, the parameter.
      lastEventId: parseLastEventId(ctx.get('Last-Event-ID') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : undefined)),
      sink: {
        write: (chunk) => void body.write(chunk),
        end: () => body.end(),
        get buffered() {
          return body.writableLength + body.readableLength;
        },
      },
    });
    const close = () => stream.close();
    ctx.res.once('close', close);
    body.once('error', close);
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    // Never compressed (gzip would hold the events back), never buffered by nginx (X-Accel-Buffering).
    ctx.compress = false;
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = body;
  });
}
