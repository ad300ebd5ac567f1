import type { Knex } from 'knex';

/** The health check's one question to the database: does it answer? (Throws when it does not.) */
export function createHealthRepository(db: Knex) {
  return {
    async ping(): Promise<void> {
      await db.raw('select 1');
    },
  };
}
