import type { Knex } from 'knex';

/**
 * Search stays on the trigram indexes from the first insert: with GIN's fast-update pending list, new
 * rows sit in an unindexed list until a vacuum, and the planner (rightly) prefers a table scan meanwhile.
 * The library is written rarely and read often, so entries go straight into the index.
 */
export async function up(knex: Knex): Promise<void> {
  for (const index of ['resources_title_trgm', 'resources_description_trgm']) {
    await knex.raw(`alter index ${index} set (fastupdate = off)`);
    await knex.raw(`select gin_clean_pending_list('${index}'::regclass)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['resources_title_trgm', 'resources_description_trgm']) await knex.raw(`alter index ${index} reset (fastupdate)`);
}
