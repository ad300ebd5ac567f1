import type Koa from 'koa';
import createSession from 'koa-session';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { createSessionStore } from './session-repository';
import type { SessionCache } from './session-cache';
import type { AccountsService } from './service';
import type { SecondFactorService, SecondFactorSession } from './second-factor';

export const SESSION_COOKIE = 'afterwork.sid';
/** ctx.state key: the member read together with the session. */
const SESSION_USER = 'sessionUser';
/** ctx.state key: set by signIn while it issues a new session (the only save that may create a row). */
const ISSUING = 'sessionIssuing';
/** ctx.state key: set by the store when it skipped a rolling save, so the cookie is not sent again either. */
const UNMOVED = 'sessionUnmoved';

/** The koa-session object as we use it. */
export interface AppSession {
  userId?: number;
  /** ms epoch of sign-in: the absolute lifetime counts from here. */
  loginAt?: number;
  maxAge: number | 'session' | undefined;
  readonly externalKey?: string;
  regenerate(): Promise<void>;
  save(): Promise<void>;
  toJSON(): Record<string, unknown>;
  [key: string]: unknown;
}

export const getSession = (ctx: Koa.Context): AppSession | null => (ctx as unknown as { session: AppSession | null }).session;
export const clearSession = (ctx: Koa.Context): void => {
  (ctx as unknown as { session: AppSession | null }).session = null;
};
/** The current session id (to keep it when signing out other sessions). */
export const currentSessionId = (ctx: Koa.Context): string | undefined => getSession(ctx)?.externalKey;

/**
 * koa-session with the PostgreSQL store: cookie `afterwork.sid`, HttpOnly, SameSite=Lax, signed, Secure when the
 * request is https (koa passes ctx.secure to the cookie jar; TRUST_PROXY makes X-Forwarded-Proto count).
 * Idle lifetime is rolling; the absolute lifetime is checked on every load.
 */
export function createSessionMiddleware(app: Koa, deps: AppDeps, cache?: SessionCache): Koa.Middleware {
  const { idleMs, absoluteMs } = deps.limits.session;
  const store = createSessionStore(deps.db, { maxPerMember: deps.limits.session.maxPerMember });
  /**
   * The last write of each session key by this instance. A rolling session is saved on every request only to push
   * its expiry forward; when nothing else changed and the stored expiry would move by less than 1% of the idle
   * lifetime (at most 30 s), the write is skipped: signed-in reads then cost no database write each. The cookie is
   * not sent again then either (its expiry would move by as little): no HMAC signature and no two Set-Cookie headers
   * on most answers, and the browser's expiry never lags the stored one by more than the same slack.
   */
  const written = new Map<string, { json: string; expiresAt: number }>();
  const slackMs = Math.min(30_000, idleMs / 100);
  const mw = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: idleMs,
      rolling: true,
      renew: false,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      overwrite: true,
      autoCommit: true,
      store: {
        get: async (key: string, _maxAge: unknown, opts?: { ctx?: Koa.Context }) => {
          // The session cache (session-cache.ts) answers once it knows every change committed before this request;
          // else the database.
          let found = await cache?.get(key);
          if (!found) {
            const token = cache?.token() ?? 0;
            const read = await store.getWithUser(key);
            if (read) cache?.put(token, key, read.data, read.user, read.expiresAt);
            found = read;
          }
          // Hand the member read with the session to loadCurrentUser, which then needs no query of its own.
          if (found?.user && opts?.ctx) opts.ctx.state[SESSION_USER] = found.user;
          return found?.data;
        },
        set: async (key: string, sess: Record<string, unknown>, maxAge: number, opts?: { ctx?: Koa.Context }) => {
          // Never keep a row past the absolute lifetime.
          const loginAt = typeof sess.loginAt === 'number' ? sess.loginAt : Date.now();
          const ttl = Math.max(1000, Math.min(maxAge, loginAt + absoluteMs - Date.now() + 10_000));
          // koa-session stamps `_expire` (now + maxAge) into the data on every save: compare without it.
          const json = JSON.stringify({ ...sess, _expire: undefined });
          const expiresAt = Date.now() + ttl;
          const last = written.get(key);
          if (last && last.json === json && expiresAt >= last.expiresAt && expiresAt - last.expiresAt < slackMs) {
            if (opts?.ctx) opts.ctx.state[UNMOVED] = true;
            return;
          }
          written.delete(key);
          cache?.forget(key);
          // Only signIn creates a row; any other save refreshes one that still exists, so a request in flight
          // when its session was revoked cannot bring it back.
          if (opts?.ctx?.state[ISSUING]) await store.create(key, sess, ttl);
          else if (!(await store.touch(key, sess, ttl))) return;
          if (written.size >= 10_000) written.clear();
          written.set(key, { json, expiresAt });
        },
        destroy: async (key: string) => {
          written.delete(key);
          cache?.forget(key);
          await store.destroy(key);
        },
      },
      // The session id's cookie, as koa-session would write it, except after a skipped rolling save (above).
      externalKey: {
        get: (ctx: Koa.Context) => ctx.cookies.get(SESSION_COOKIE, { signed: true }),
        set: (ctx: Koa.Context, value: string) => {
          if (!ctx.state[UNMOVED]) ctx.cookies.set(SESSION_COOKIE, value, (ctx as unknown as { sessionOptions: Record<string, unknown> }).sessionOptions);
        },
      },
      valid: (_ctx: unknown, data: Record<string, unknown>) =>
        typeof data.loginAt !== 'number' || Date.now() - data.loginAt < absoluteMs,
    } as unknown as Parameters<typeof createSession>[0],
    app,
  );
  // Only the API needs a session: static files never touch the store.
  return async (ctx, next) => (ctx.path.startsWith('/api/') || ctx.path === '/api' ? mw(ctx, next) : next());
}

/** Put the signed-in member on `ctx.state.user` (undefined for visitors). */
export function loadCurrentUser(accounts: AccountsService, secondFactor?: SecondFactorService): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) {
      const session = getSession(ctx);
      if (session && typeof session.userId === 'number') {
        const preloaded = ctx.state[SESSION_USER] as CurrentUser | undefined;
        const user = preloaded?.id === session.userId ? preloaded : await accounts.getCurrent(session.userId);
        if (user) {
          // A site admin whose session has not used the required second factor is, until then, an ordinary member.
          const waiting = await secondFactor?.pending(user, session as SecondFactorSession);
          ctx.state.user = waiting ? { ...user, secondFactor: waiting } : user;
        } else clearSession(ctx);
      }
    }
    await next();
  };
}

/** Sign in with a NEW session id (the old one is destroyed in the store). */
export async function signIn(ctx: Koa.Context, deps: AppDeps, user: CurrentUser, rememberMe = false, extra: SecondFactorSession = {}): Promise<void> {
  const session = getSession(ctx);
  if (!session) throw new Error('Session middleware is not installed');
  for (const key of Object.keys(session.toJSON())) delete session[key];
  session.userId = user.id;
  session.loginAt = Date.now();
  session.maxAge = rememberMe ? deps.limits.session.rememberMeIdleMs : deps.limits.session.idleMs;
  Object.assign(session, extra);
  ctx.state[ISSUING] = true;
  try {
    await session.regenerate();
  } finally {
    ctx.state[ISSUING] = false;
  }
  const waiting = await deps.services.secondFactor.pending(user, session as SecondFactorSession);
  ctx.state.user = waiting ? { ...user, secondFactor: waiting } : user;
}

/** Destroy the session in the store and clear the cookie. */
export function signOut(ctx: Koa.Context): void {
  clearSession(ctx);
  ctx.state.user = undefined;
}
