import type { Knex } from 'knex';
import type { ScamReason } from '@afterwork/contracts/scam-guard';
import { jsonb } from '../../db';

/** One message a member sent anyway after the scam guard's nudge. */
export interface ScamHitRow {
  body: string;
  reasons: ScamReason[];
  created_at: Date;
}

/** SQL of the scam guard's hits and the system report they raise. Functions take the caller's transaction. */
export const scamRepository = {
  async insertHit(trx: Knex.Transaction, hit: { userId: number; source: string; sourceId: number; body: string; reasons: ScamReason[] }): Promise<void> {
    await trx('scam_hits').insert({ user_id: hit.userId, source: hit.source, source_id: hit.sourceId, body: hit.body, reasons: jsonb(hit.reasons) });
  },

  /** The member's hits since `since`, newest first (at most `limit`), and how many there are. */
  async recentHits(trx: Knex.Transaction, userId: number, since: Date, limit: number): Promise<{ count: number; hits: ScamHitRow[] }> {
    const rows = (await trx('scam_hits').where({ user_id: userId }).andWhere('created_at', '>=', since)
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .select('body', 'reasons', 'created_at', trx.raw('count(*) over () as total'))
      .limit(limit)) as Array<ScamHitRow & { total: string | number; reasons: ScamReason[] | string }>;
    return {
      count: Number(rows[0]?.total ?? 0),
      hits: rows.map((r) => ({ body: r.body, reasons: typeof r.reasons === 'string' ? (JSON.parse(r.reasons) as ScamReason[]) : r.reasons, created_at: r.created_at })),
    };
  },

  member: async (trx: Knex.Transaction, userId: number): Promise<{ name: string; username: string } | undefined> =>
    (await trx('users').where({ id: userId }).first('name', 'username')) as { name: string; username: string } | undefined,

  /**
   * Opens the system report about the member (no reporter: the scam guard), or refreshes the open one (one item in
   * the queue however many hits follow). Locks the member's row so two hits at once raise one report.
   */
  async raiseReport(trx: Knex.Transaction, userId: number, label: string, note: string, snapshot: Record<string, unknown>): Promise<void> {
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const open = (await trx('reports')
      .where({ target_type: 'member', target_id: userId, status: 'open', reason: 'scam' })
      .whereNull('reporter_id')
      .first('id')) as { id: number } | undefined;
    if (open) {
      await trx('reports').where({ id: open.id }).update({ note, snapshot: jsonb(snapshot), target_label: label });
      return;
    }
    await trx('reports').insert({
      reporter_id: null, target_type: 'member', target_id: userId, target_label: label, reason: 'scam', note, snapshot: jsonb(snapshot), author_id: userId,
    });
  },
};
