import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { CurrentUser } from '@afterwork/contracts/users';
import { REALTIME_MESSAGES, REALTIME_RETRY_MS } from '@afterwork/contracts/realtime';
import type { Logger } from '../../http/logger';
import { serviceUnavailable, tooManyRequests } from '../../platform/errors';
import { createAuthoriser, type RealtimeReaders } from './audience';
import { REALTIME_CHANNEL, type RealtimeRepository, type StoredEvent } from './repository';

/** Where a stream's bytes go (the response's PassThrough): `buffered` is what the socket has not taken yet. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
  readonly buffered: number;
}

export interface RealtimeLimits {
  /** Open streams per member on this instance (tabs; REALTIME_STREAMS_PER_MEMBER). */
  perMember: number;
  /** Open streams on this instance (REALTIME_STREAMS_PER_INSTANCE). */
  perInstance: number;
  /** A comment line this often keeps proxies from closing an idle stream (REALTIME_HEARTBEAT_SECONDS). */
  heartbeatMs: number;
}

interface Stream {
  user: CurrentUser;
  sessionKey: string | undefined;
  /** The last event id this tab has (sent, or skipped as already seen): never send one at or below it. */
  lastId: number;
  /** Events held while the stream replays the log (null once live). */
  pending: StoredEvent[] | null;
  sink: StreamSink;
  closed: boolean;
}

export interface OpenStream {
  close(): void;
}

/** A replay longer than this is not sent event by event: the tab is told to refresh everything ('resync'). */
const MAX_REPLAY = 1000;
/** A tab whose socket has not taken this much is too slow: it is dropped (it reconnects and resumes from the log). */
const MAX_BUFFERED = 256 * 1024;
const BATCH = 500;

/**
 * The live updates of one API instance (issue 30, item 6): the streams it holds and ONE PostgreSQL connection that
 * LISTENs for new events (and for the session cache's invalidations, so a stream ends when its session does). A
 * notification only wakes the pump, which reads the log after the last id it has seen (so a notification lost while
 * the connection was down costs nothing: the next read catches up), authorises each event once for all the streams
 * it might go to, and writes it to those allowed. The connection is opened by the first stream, not before (tests and
 * the worker process hold none).
 */
export function createRealtimeHub(deps: {
  db: Knex;
  repo: RealtimeRepository;
  readers: RealtimeReaders;
  limits: RealtimeLimits;
  logger: Logger;
  /** The session cache's channel (accounts): `s:<session>`, `u:<member>` or `*` when sessions or members change. */
  sessionChannel: string;
}) {
  const { db, repo, readers, limits, logger, sessionChannel } = deps;
  const authorise = createAuthoriser(repo, readers);
  const streams = new Set<Stream>();
  const byMember = new Map<number, Set<Stream>>();
  const connectionName = `afterwork-realtime-${process.pid}-${randomBytes(4).toString('hex')}`;
  let client: pg.Client | undefined;
  let ready: Promise<void> | undefined;
  let up = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The last event id read from the log: every event above it will reach the streams registered now. */
  let watermark = 0;
  /** The watermark was read once (a reconnect keeps it: the pump then reads what came while the connection was down). */
  let known = false;
  let pumping = false;
  let again = false;

  const frame = (e: StoredEvent) => `id: ${e.id}\ndata: ${JSON.stringify({ ...e.data, kind: e.kind })}\n\n`;

  function end(s: Stream): void {
    if (s.closed) return;
    s.closed = true;
    streams.delete(s);
    const mine = byMember.get(s.user.id);
    mine?.delete(s);
    if (mine && !mine.size) byMember.delete(s.user.id);
    s.pending = null;
    try {
      s.sink.end();
    } catch {
      // the socket is already gone
    }
  }

  function write(s: Stream, chunk: string): void {
    if (s.closed) return;
    if (s.sink.buffered > MAX_BUFFERED) {
      end(s);
      return;
    }
    s.sink.write(chunk);
  }

  function send(s: Stream, e: StoredEvent): void {
    if (e.id <= s.lastId) return;
    s.lastId = e.id;
    write(s, frame(e));
  }

  function resync(s: Stream, upTo: number): void {
    s.lastId = upTo;
    write(s, `id: ${upTo}\ndata: {"kind":"resync"}\n\n`);
  }

  /** One event, authorised once for every stream that has not had it. */
  async function deliver(e: StoredEvent): Promise<void> {
    const targets = [...streams].filter((s) => s.lastId < e.id);
    if (!targets.length) return;
    const users = new Map(targets.map((s) => [s.user.id, s.user]));
    const allowed = await authorise(e, [...users.values()]);
    for (const s of targets) {
      if (s.closed || !allowed.has(s.user.id)) continue;
      if (s.pending) s.pending.push(e);
      else send(s, e);
    }
  }

  /** Reads the log after the watermark and delivers it, in order; concurrent wake-ups run one more round. */
  async function pump(): Promise<void> {
    if (!up) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        for (;;) {
          const rows = await repo.after(watermark, { limit: BATCH });
          if (!rows.length) break;
          watermark = rows.at(-1)!.id;
          for (const e of rows) await deliver(e);
          if (rows.length < BATCH) break;
        }
      } while (again);
    } catch (err) {
      logger.warn('realtime: reading new events failed, the next wake-up tries again', { error: (err as Error).message });
    } finally {
      pumping = false;
    }
  }

  /** A session or member changed: streams whose session ended (or whose member can no longer sign in) end. */
  async function recheck(match: (s: Stream) => boolean): Promise<void> {
    const affected = [...streams].filter(match);
    for (const s of affected) {
      if (s.closed) continue;
      const now = s.sessionKey ? await readers.sessionMember(s.sessionKey).catch(() => s.user) : undefined;
      if (!now || now.id !== s.user.id) end(s);
      else s.user = now;
    }
  }

  function onNotification(msg: pg.Notification): void {
    if (msg.channel === REALTIME_CHANNEL) {
      void pump();
      return;
    }
    const payload = msg.payload ?? '*';
    if (payload.startsWith('s:')) void recheck((s) => s.sessionKey === payload.slice(2));
    else if (payload.startsWith('u:')) void recheck((s) => s.user.id === Number(payload.slice(2)));
    else void recheck(() => true);
  }

  function down(why: string): void {
    up = false;
    const c = client;
    client = undefined;
    ready = undefined;
    c?.removeAllListeners('notification');
    c?.end().catch(() => undefined);
    if (closed || retry) return;
    logger.warn('realtime: LISTEN connection lost; streams stay open and catch up when it is back', { why });
    retry = setTimeout(() => {
      retry = undefined;
      if (streams.size) void listen().catch(() => undefined);
    }, 1000);
    retry.unref();
  }

  /** The LISTEN connection (once): resolves when it listens and the watermark is known. */
  function listen(): Promise<void> {
    if (ready) return ready;
    const settings = (db.client as unknown as { connectionSettings: string | pg.ClientConfig }).connectionSettings;
    const base = typeof settings === 'string' ? { connectionString: settings } : { ...settings, password: settings.password };
    const c = new pg.Client({ ...base, application_name: connectionName });
    client = c;
    c.on('notification', onNotification);
    c.on('error', (err) => {
      if (client === c) down(err.message);
    });
    c.on('end', () => {
      if (client === c) down('connection ended');
    });
    ready = (async () => {
      await c.connect();
      await c.query(`listen ${REALTIME_CHANNEL}`);
      await c.query(`listen ${sessionChannel}`);
      if (client !== c || closed) throw new Error('closed');
      // First start: from now on. After a drop: from where we were (what came meanwhile is read by the pump).
      if (!known) watermark = await repo.lastId();
      known = true;
      up = true;
      void pump();
    })();
    ready.catch((err: Error) => {
      if (client === c) down(err.message);
    });
    return ready;
  }

  /** Brings a new stream up to date: the log after its Last-Event-ID, then what arrived meanwhile. */
  async function start(s: Stream, lastEventId: number | undefined): Promise<void> {
    await listen();
    if (s.closed) return;
    const upTo = watermark;
    write(s, `retry: ${REALTIME_RETRY_MS}\n: connected\n\n`);
    if (lastEventId === undefined) s.lastId = upTo;
    else if (lastEventId > upTo) {
      // Ahead of this instance: another instance served it a moment ago (fine), or it comes from another log.
      const newest = await repo.lastId();
      if (lastEventId > newest) resync(s, newest);
      else s.lastId = lastEventId;
    } else if (lastEventId < upTo) {
      const first = await repo.firstId();
      const rows = first !== null && first > lastEventId + 1 ? null : await repo.after(lastEventId, { upTo, limit: MAX_REPLAY + 1, memberId: s.user.id });
      if (!rows || rows.length > MAX_REPLAY) resync(s, upTo);
      else {
        s.lastId = lastEventId;
        for (const e of rows) {
          if (s.closed) return;
          if ((await authorise(e, [s.user])).has(s.user.id)) send(s, e);
        }
        // Nothing after it for this reader: its Last-Event-ID moves on with the next event it gets.
        s.lastId = Math.max(s.lastId, upTo);
      }
    } else s.lastId = upTo;
    const held = s.pending ?? [];
    s.pending = null;
    for (const e of held) send(s, e);
  }

  // One timer for every stream: a comment line (proxies keep the connection), and a read of the log in case a
  // notification was missed.
  const heartbeat = setInterval(() => {
    for (const s of streams) if (!s.pending) write(s, ': ping\n\n');
    void pump();
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Opens a stream for a signed-in member (429 over their limit, 503 over the instance's, before anything is
     * written); `lastEventId` resumes after that event. Answers a handle whose close() frees everything.
     */
    open(input: { user: CurrentUser; sessionKey: string | undefined; lastEventId?: number; sink: StreamSink }): OpenStream {
      if (closed || streams.size >= limits.perInstance) throw serviceUnavailable(REALTIME_MESSAGES.busy);
      const mine = byMember.get(input.user.id);
      if (mine && mine.size >= limits.perMember) throw tooManyRequests(REALTIME_MESSAGES.tooManyStreams, 60);
      const s: Stream = { user: input.user, sessionKey: input.sessionKey, lastId: -1, pending: [], sink: input.sink, closed: false };
      streams.add(s);
      if (mine) mine.add(s);
      else byMember.set(input.user.id, new Set([s]));
      start(s, input.lastEventId).catch((err: Error) => {
        logger.warn('realtime: a stream could not start', { error: err.message });
        end(s);
      });
      return { close: () => end(s) };
    },
    /** Open streams (all, and of one member). */
    count: (memberId?: number): number => (memberId === undefined ? streams.size : (byMember.get(memberId)?.size ?? 0)),
    /** True while the LISTEN connection is up. */
    get listening() {
      return up;
    },
    /** The LISTEN connection's application_name, to find it in pg_stat_activity. */
    connectionName,
    /** Ends every stream and the LISTEN connection. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      for (const s of [...streams]) end(s);
      up = false;
      const c = client;
      client = undefined;
      ready = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
