import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { Logger } from '../../http/logger';

/** The channel the triggers of migration 202611300701 notify on. */
export const SESSION_CACHE_CHANNEL = 'afterwork_session_cache';

interface Entry {
  data: Record<string, unknown>;
  user: CurrentUser | undefined;
  /** ms epoch: the row's expires_at, or when this copy must be read again, whichever comes first. */
  until: number;
}

/** One invalidation: a session, a member's sessions, or everything. */
interface Invalidation {
  generation: number;
  key?: string;
  userId?: number;
}

export interface Found {
  data: Record<string, unknown>;
  user: CurrentUser | undefined;
}

export interface SessionCache {
  /**
   * The session and its member as last read, once every change committed before this call is known here (see
   * `fresh`); undefined when not kept, evicted, expired, or the cache is off (then read the database).
   */
  get(key: string): Promise<Found | undefined>;
  /** A token to take before reading the database; `put` keeps the answer only if nothing invalidated it since. */
  token(): number;
  put(token: number, key: string, data: Record<string, unknown>, user: CurrentUser | undefined, expiresAt: number): void;
  /** Forget one session (this instance changed or ended it). */
  forget(key: string): void;
  /**
   * Resolves once every notification committed before the call has been applied here: a query on the LISTEN
   * connection sent after the call (PostgreSQL delivers pending notifications before it answers). Concurrent
   * callers share one query.
   */
  fresh(): Promise<boolean>;
  /** True while the LISTEN connection is up (the cache only answers then). */
  readonly listening: boolean;
  /** The LISTEN connection's application_name (afterwork-session-cache-<pid>-<random>), to find it in pg_stat_activity. */
  readonly connectionName: string;
  close(): Promise<void>;
}

/**
 * A per-instance cache of session + member, keyed by session id (issue 24 §3: the session query was half the cost
 * of a cheap signed-in read). Database triggers (migration 202611300701) NOTIFY `afterwork_session_cache` at the
 * commit of any change to a session, a member or a role; this instance LISTENs on its own connection and evicts
 * what changed. A cached answer is given only after a round trip on that connection that started after the request
 * arrived, so a revocation committed on any instance before the request was sent is always known: revoked means
 * revoked at once, everywhere. That round trip is a `select 1` shared by every request waiting at the same time
 * (one per batch instead of one session query per request). A database read that raced with an invalidation of
 * its session or member is not kept. If the LISTEN connection drops, the cache forgets everything and answers
 * nothing until it is back. Entries also expire after `maxAgeMs` and never outlive their row's expiry.
 */
export function createSessionCache(db: Knex, logger: Logger, opts: { maxEntries?: number; maxAgeMs?: number } = {}): SessionCache {
  const maxEntries = opts.maxEntries ?? 10_000;
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  /** The latest invalidations, so a read that raced with an unrelated one can still be kept. */
  const recent: Invalidation[] = [];
  const RECENT = 512;
  let generation = 0;
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connectionName = `afterwork-session-cache-${process.pid}-${randomBytes(4).toString('hex')}`;

  const note = (inv: Omit<Invalidation, 'generation'>) => {
    generation++;
    recent.push({ generation, ...inv });
    if (recent.length > RECENT) recent.shift();
  };
  const forgetAll = () => {
    note({});
    entries.clear();
    byUser.clear();
  };
  const forget = (key: string) => {
    note({ key });
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    if (e.user) byUser.get(e.user.id)?.delete(key);
  };
  const forgetUser = (userId: number) => {
    note({ userId });
    const keys = byUser.get(userId);
    if (!keys) return;
    byUser.delete(userId);
    for (const key of keys) entries.delete(key);
  };
  /** Was `key` (or its member, or everything) invalidated after `token`? */
  const invalidatedSince = (token: number, key: string, userId: number | undefined) => {
    if (token === generation) return false;
    if (generation - token > recent.length) return true;
    for (let i = recent.length - 1; i >= 0 && recent[i].generation > token; i--) {
      const inv = recent[i];
      if ((inv.key === undefined && inv.userId === undefined) || inv.key === key || (userId !== undefined && inv.userId === userId)) return true;
    }
    return false;
  };

  const onNotification = (msg: pg.Notification) => {
    const payload = msg.payload ?? '*';
    if (payload.startsWith('s:')) forget(payload.slice(2));
    else if (payload.startsWith('u:')) forgetUser(Number(payload.slice(2)));
    else forgetAll();
  };

  const down = (why: string) => {
    up = false;
    forgetAll();
    const c = client;
    client = undefined;
    c?.removeAllListeners('notification');
    c?.end().catch(() => undefined);
    if (!closed && !retry) {
      logger.warn('session cache: LISTEN connection lost, sessions are read from the database until it is back', { why });
      retry = setTimeout(() => {
        retry = undefined;
        try {
          connect();
        } catch (err) {
          down((err as Error).message);
        }
      }, 1000);
      retry.unref();
    }
  };

  const connect = () => {
    if (closed) return;
    // knex's settings of the pool (its password is a hidden property, which a spread would drop).
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
    c.connect()
      .then(() => c.query(`listen ${SESSION_CACHE_CHANNEL}`))
      .then(() => {
        if (client !== c || closed) return;
        forgetAll();
        up = true;
      })
      .catch((err: Error) => {
        if (client === c) down(err.message);
      });
  };
  connect();

  // The barrier: `sent` is the query on the wire (it may have started before a caller arrived, so it cannot serve
  // them); `next` is the one queued behind it, shared by everyone who arrives while `sent` is out.
  let sent: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  const send = (): Promise<boolean> => {
    const c = client;
    if (!up || !c) return Promise.resolve(false);
    const p = c.query('select 1').then(
      () => up && client === c,
      () => false,
    );
    sent = p;
    void p.finally(() => {
      if (sent === p) sent = null;
    });
    return p;
  };
  const fresh = (): Promise<boolean> => {
    if (!sent) return send();
    if (!next) {
      next = sent.then(() => {
        next = null;
        return send();
      });
    }
    return next;
  };

  return {
    async get(key) {
      if (!up || !entries.has(key)) return undefined;
      if (!(await fresh())) return undefined;
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.until <= Date.now()) {
        forget(key);
        return undefined;
      }
      // Copies: a request may change its session or user object; the cached one must not change with it.
      return { data: { ...e.data }, user: e.user && { ...e.user } };
    },
    token: () => generation,
    put(token, key, data, user, expiresAt) {
      if (!up || invalidatedSince(token, key, user?.id)) return;
      if (entries.size >= maxEntries) forgetAll();
      entries.set(key, { data: { ...data }, user: user && { ...user }, until: Math.min(expiresAt, Date.now() + maxAgeMs) });
      if (user) {
        let keys = byUser.get(user.id);
        if (!keys) byUser.set(user.id, (keys = new Set()));
        keys.add(key);
      }
    },
    forget,
    fresh,
    get listening() {
      return up;
    },
    connectionName,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      up = false;
      forgetAll();
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
