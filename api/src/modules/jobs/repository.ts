import type { Knex } from 'knex';

/** The SQL the job queue needs beside pg-boss's own: its setup lock and its counts. */
export function createJobsRepository(db: Knex) {
  return {
    /** Waits for the transaction-scoped advisory lock `key` (released when `trx` ends). */
    async lockForSetup(trx: Knex.Transaction, key: number): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?)', [key]);
    },

    /** Wipes one job's data (it stays as a completed row without what it carried). */
    async wipeData(schema: string, name: string, id: string): Promise<void> {
      await db.raw(`update ??.job set data = '{}'::jsonb where name = ? and id = ?`, [schema, name, id]);
    },

    /** Deletes queue `name`'s jobs whose data is about member `userId`, in `trx`. Answers how many. */
    async deleteJobsAbout(trx: Knex.Transaction, schema: string, name: string, userId: number): Promise<number> {
      // A process whose queue never started (a test app without workers) has no table yet: nothing of theirs in it.
      const { rows: [table] } = (await trx.raw('select to_regclass(?) as t', [`${schema}.job`])) as { rows: Array<{ t: string | null }> };
      if (!table?.t) return 0;
      const { rows } = (await trx.raw(`delete from ??.job where name = ? and data->>'userId' = ? returning id`, [schema, name, String(userId)])) as { rows: unknown[] };
      return rows.length;
    },

    /** Counts of queue `name`'s jobs by state, in pg-boss's schema `schema`. */
    async countsByState(schema: string, name: string): Promise<Record<string, number>> {
      const { rows } = (await db.raw('select state, count(*)::int as n from ??.job where name = ? group by state', [schema, name])) as {
        rows: Array<{ state: string; n: number }>;
      };
      return Object.fromEntries(rows.map((r) => [r.state, r.n]));
    },
  };
}
