import type { Knex } from 'knex';
import { searchDocColumnSql } from '../../../db/word-search';

/**
 * Issue 19 §4: community and group search match every typed word across name, type, description and location.
 * Each table gets its words as a stored tsvector (kept by PostgreSQL on every write) with a GIN index, so a
 * search reads the index instead of scanning 100,000 rows with ILIKE. Groups live in their own module but share
 * this migration because both searches change together (one build of the query: db/word-search.ts).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['communities', 'groups']) {
    await knex.raw(searchDocColumnSql(table));
    await knex.raw(`create index ${table}_search_doc on ${table} using gin (search_doc) with (fastupdate = off)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['communities', 'groups']) {
    await knex.raw(`drop index if exists ${table}_search_doc`);
    await knex.raw(`alter table ${table} drop column if exists search_doc`);
  }
}
