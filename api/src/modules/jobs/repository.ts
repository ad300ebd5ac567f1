import type { Knex } from 'knex';

/** The SQL the job queue needs beside pg-boss's own: its setup lock and its counts. */
export function createJobsRepository(db: Knex) {
  return {
    /** Waits for the transaction-scoped advisory lock `key` (released when `trx` ends). */
    async lockForSetup(trx: Knex.Transaction, key: number): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?)', [key]);
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
