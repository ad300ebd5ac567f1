import type { Knex } from 'knex';

/** koa-session external store backed by the `sessions` table, so any API instance can serve any request. */
export function createSessionStore(db: Knex) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await db('sessions').where({ id: key }).andWhere('expires_at', '>', db.fn.now()).first('data');
      return row?.data ?? undefined;
    },
    async set(key: string, sess: Record<string, unknown>, maxAge: number): Promise<void> {
      const ttl = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : 24 * 3600_000;
      const userId = typeof sess.userId === 'number' ? sess.userId : null;
      await db.raw(
        `insert into sessions (id, data, user_id, expires_at, created_at, updated_at)
         values (?, ?::jsonb, ?, now() + (? * interval '1 millisecond'), now(), now())
         on conflict (id) do update set data = excluded.data, user_id = excluded.user_id,
           expires_at = excluded.expires_at, updated_at = now()`,
        [key, JSON.stringify(sess), userId, ttl],
      );
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

/** Sign a member out everywhere except (optionally) the current session id — e.g. after a password change. */
export async function deleteUserSessions(db: Knex, userId: number, exceptSessionId?: string): Promise<number> {
  const q = db('sessions').where({ user_id: userId });
  if (exceptSessionId) q.andWhereNot({ id: exceptSessionId });
  return q.delete();
}

/** Remove expired rows (run occasionally). */
export async function purgeExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
}
