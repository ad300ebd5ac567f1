import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A forgotten mail's key, as the log keeps it once the member is gone (issue 32 finding 4): its SHA-256, which still
 * stops the same mail going twice and names nobody.
 */
export const forgottenKey = (key: string): string => `sha256:${createHash('sha256').update(key).digest('hex')}`;

/** `mail_deliveries`: the idempotency keys of every mail and the per-address count. All SQL of the mail module. */
export function createDeliveriesRepository(db: Knex) {
  const forget = (rows: Knex.QueryBuilder) =>
    rows.whereNot('idempotency_key', 'like', 'sha256:%').update({
      idempotency_key: db.raw(`'sha256:' || encode(sha256(convert_to(idempotency_key, 'UTF8')), 'hex')`),
      to_address: '',
      subject: '',
      message_id: null,
      last_error: null,
    }).returning('id');
  return {
    /**
     * Claims a mail's key before sending: true when this caller may send it (a new key, one whose earlier attempt
     * failed, or one claimed more than `staleAfterSeconds` ago by a sender that died before it handed the mail to
     * the SMTP server), false when another sender has it, the server may have it ('handed-over'), or it went out
     * already. One statement, so two workers racing on one key get one claim. Answers the claim's attempt number
     * (false: not claimed), which the hand-over checks: a sender whose claim was taken over hands nothing over.
     */
    async claim(row: { key: string; userId: number | null; to: string; kind: string; subject: string }, staleAfterSeconds = 120): Promise<number | false> {
      // A key forgotten with its member (kept hashed) is taken for good, like any key whose mail went out.
      const { rows } = (await db.raw(
        `insert into mail_deliveries (idempotency_key, user_id, to_address, kind, subject)
         select ?, ?, ?, ?, ? where not exists (select 1 from mail_deliveries where idempotency_key = ?)
         on conflict (idempotency_key) do update
           set status = 'sending', attempts = mail_deliveries.attempts + 1, last_error = null, claimed_at = now()
           where mail_deliveries.status = 'failed'
              or (mail_deliveries.status = 'sending' and mail_deliveries.claimed_at < now() - (? * interval '1 second'))
         returning attempts`,
        [row.key, row.userId, row.to, row.kind, row.subject, forgottenKey(row.key), staleAfterSeconds],
      )) as { rows: Array<{ attempts: number }> };
      return rows[0]?.attempts ?? false;
    },
    /**
     * The mail is about to reach the SMTP server (its body follows this commit): from here on a sender that dies
     * may have delivered it, so its key is never taken over again. False when the claim is no longer ours.
     */
    async markHandedOver(key: string, attempt: number): Promise<boolean> {
      const rows = await db('mail_deliveries').where({ idempotency_key: key, status: 'sending', attempts: attempt }).update({ status: 'handed-over' }).returning('id');
      return rows.length === 1;
    },
    /** True when a moderator withdrew this mail before it went (a prefix of its key, in whole parts, is withdrawn). */
    async withdrawn(key: string): Promise<boolean> {
      const parts = key.split(':');
      const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join(':')).slice(1);
      if (!prefixes.length) return false;
      return !!(await db('mail_withdrawals').whereIn('key_prefix', prefixes).first('key_prefix'));
    },
    /** The key's state (undefined: never claimed). */
    async status(key: string): Promise<string | undefined> {
      return (await db('mail_deliveries').where({ idempotency_key: key }).first('status'))?.status as string | undefined;
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
    /**
     * Forgets a member's mails (their account is deleted): every row of theirs, or to their address, keeps only its
     * key, hashed, with the kind, status and times; the address, subject, message id and error go. Runs on `db`
     * (pass the deletion's transaction to the repository).
     */
    async forgetMember(userId: number, email: string): Promise<void> {
      await forget(db('mail_deliveries').where((q) => q.where({ user_id: userId }).orWhereRaw('lower(to_address) = lower(?)', [email])));
    },
    /** Forgets one mail once sent (the mail confirming a deletion: its member is already gone). */
    async forgetKey(key: string): Promise<void> {
      await forget(db('mail_deliveries').where({ idempotency_key: key }));
    },
    async markFailed(key: string, error: string): Promise<void> {
      await db('mail_deliveries').where({ idempotency_key: key }).update({ status: 'failed', last_error: error.slice(0, 2000) }).returning('id');
    },
  };
}
