import type { Knex } from 'knex';

/** `mail_deliveries`: the idempotency keys of every mail and the per-address count. All SQL of the mail module. */
export function createDeliveriesRepository(db: Knex) {
  return {
    /**
     * Claims a mail's key before sending: true when this caller may send it (a new key, or one whose earlier
     * attempt failed), false when another sender has it or it went out already. One statement, so two workers
     * racing on one key get one true.
     */
    async claim(row: { key: string; userId: number | null; to: string; kind: string; subject: string }): Promise<boolean> {
      const { rows } = (await db.raw(
        `insert into mail_deliveries (idempotency_key, user_id, to_address, kind, subject) values (?, ?, ?, ?, ?)
         on conflict (idempotency_key) do update
           set status = 'sending', attempts = mail_deliveries.attempts + 1, last_error = null
           where mail_deliveries.status = 'failed'
         returning id`,
        [row.key, row.userId, row.to, row.kind, row.subject],
      )) as { rows: unknown[] };
      return rows.length === 1;
    },
    /** Mails sent to an address since `windowMs` ago, and when the oldest of them leaves the window. */
    async recentToAddress(to: string, windowMs: number): Promise<{ count: number; freeInMs: number }> {
      const { rows } = (await db.raw(
        `select count(*)::int as count,
                coalesce(ceil(extract(epoch from (min(sent_at) + (? * interval '1 millisecond') - now())) * 1000), 0)::bigint as free_in_ms
           from mail_deliveries
          where lower(to_address) = lower(?) and status = 'sent' and sent_at > now() - (? * interval '1 millisecond')`,
        [windowMs, to, windowMs],
      )) as { rows: Array<{ count: number; free_in_ms: string | number }> };
      return { count: rows[0].count, freeInMs: Number(rows[0].free_in_ms) };
    },
    async markSent(key: string, messageId: string): Promise<void> {
      await db('mail_deliveries').where({ idempotency_key: key }).update({ status: 'sent', sent_at: db.fn.now(), message_id: messageId.slice(0, 300) }).returning('id');
    },
    /** Whether `to` is the member's address and they confirmed it (issue 17: other mail waits for that). */
    async confirmedAddress(userId: number, to: string): Promise<boolean> {
      return !!(await db('users').where({ id: userId }).whereNotNull('email_confirmed_at').whereRaw('lower(email) = lower(?)', [to]).first('id'));
    },
    /** Not sent, on purpose (an unconfirmed address): kept with its reason, never retried. */
    async markSkipped(key: string, reason: string): Promise<void> {
      await db('mail_deliveries').where({ idempotency_key: key }).update({ status: 'skipped', last_error: reason }).returning('id');
    },
    async markFailed(key: string, error: string): Promise<void> {
      await db('mail_deliveries').where({ idempotency_key: key }).update({ status: 'failed', last_error: error.slice(0, 2000) }).returning('id');
    },
  };
}
