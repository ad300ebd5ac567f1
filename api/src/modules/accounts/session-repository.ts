import type { Knex } from 'knex';
import type { CurrentUser } from '@afterwork/contracts/users';
import { toCurrentUser, type UserWithRole } from './repository';

export interface SessionWithUser {
  data: Record<string, unknown>;
  /** The session's member, read in the same query (undefined for a visitor's session or a deleted member). */
  user: CurrentUser | undefined;
  /** ms epoch: the row's expiry. */
  expiresAt: number;
}

const ttlOf = (maxAge: number) => (typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : 24 * 3600_000);

/**
 * The sessions repository: koa-session's external store, backed by the `sessions` table, so any API instance can serve any request.
 * Only a sign-in creates a row (`create`); every other save refreshes an existing row (`touch`) and never brings
 * back one that was deleted: a request still in flight when its session is revoked cannot resurrect it.
 */
export function createSessionStore(db: Knex, opts: { maxPerMember: number }) {
  return {
    /**
     * The session and its member in ONE round trip: every signed-in API request needs both, and a second query
     * per request was a third of the cost of a cheap signed-in read (issue 10: attendees at 0.37 of the bare handler).
     * A session issued before its member's `sessions_valid_after` is revoked and reads as missing; so is every
   * session of a suspended member (issue 21: a suspended member's every request is refused).
     */
    async getWithUser(key: string): Promise<SessionWithUser | undefined> {
      const { rows } = await db.raw(
        `select s.data as session_data, s.expires_at as session_expires_at, u.*, r.name as role
           from sessions s
           left join users u on u.id = s.user_id
           left join roles r on r.id = u.role_id
          where s.id = ? and s.expires_at > now()
            and (u.sessions_valid_after is null or s.created_at >= u.sessions_valid_after)
            and (u.suspended_until is null or u.suspended_until <= now())`,
        [key],
      );
      const row = rows[0] as (UserWithRole & { session_data: Record<string, unknown>; session_expires_at: Date }) | undefined;
      if (!row) return undefined;
      const { session_data: data, session_expires_at: expires, ...user } = row;
      return { data, user: user.id == null ? undefined : toCurrentUser(user as UserWithRole), expiresAt: new Date(expires).getTime() };
    },

    /**
     * A new session (sign-in). The member keeps at most `maxPerMember` live sessions: the least recently used
     * ones beyond that are ended, in the same transaction.
     */
    async create(key: string, sess: Record<string, unknown>, maxAge: number): Promise<void> {
      const userId = typeof sess.userId === 'number' ? sess.userId : null;
      await db.transaction(async (trx) => {
        await trx.raw(
          `insert into sessions (id, data, user_id, expires_at, created_at, updated_at)
           values (?, ?::jsonb, ?, now() + (? * interval '1 millisecond'), now(), now())
           on conflict (id) do nothing`,
          [key, JSON.stringify(sess), userId, ttlOf(maxAge)],
        );
        if (userId !== null) {
          await trx.raw(
            `delete from sessions where user_id = ? and id not in (
               select id from sessions where user_id = ? and expires_at > now() order by updated_at desc, created_at desc limit ?)`,
            [userId, userId, opts.maxPerMember],
          );
        }
      });
    },

    /** A routine save: pushes an existing session's expiry forward. Answers false when the row is gone (revoked). */
    async touch(key: string, sess: Record<string, unknown>, maxAge: number): Promise<boolean> {
      const { rows } = await db.raw(
        `update sessions set data = ?::jsonb, expires_at = now() + (? * interval '1 millisecond'), updated_at = now()
          where id = ? returning id`,
        [JSON.stringify(sess), ttlOf(maxAge), key],
      );
      return rows.length > 0;
    },

    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

/**
 * Expired sessions, and sessions of members who revoked them since, are deleted. Answers how many went.
 * Run on a schedule (see docs/reliability.md); loading a session never relies on it.
 */
export async function purgeExpiredSessions(db: Knex): Promise<number> {
  const { rows } = await db.raw(
    `delete from sessions s where s.expires_at <= now()
        or exists (select 1 from users u where u.id = s.user_id and u.sessions_valid_after is not null and s.created_at < u.sessions_valid_after)
     returning s.id`,
  );
  return rows.length;
}
