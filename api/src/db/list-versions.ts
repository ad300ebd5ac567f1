import type { Knex } from 'knex';

/**
 * Versions of the public lists the API serves from an in-process cache (issue 10). `list_versions` holds one
 * counter per list, bumped by statement triggers (`bump_list_version('<list>')`) on every write to the tables
 * the list is made from, so any API instance can tell with one primary-key read whether its cached,
 * serialised list is current.
 */
export async function ensureListVersions(knex: Knex, list: string): Promise<void> {
  await knex.raw(`create table if not exists list_versions (name text primary key, version bigint not null default 0)`);
  await knex.raw(`
    create or replace function bump_list_version() returns trigger language plpgsql as $$
    begin
      insert into list_versions (name, version) values (TG_ARGV[0], 1)
        on conflict (name) do update set version = list_versions.version + 1;
      return null;
    end
    $$`);
  await knex.raw(`insert into list_versions (name, version) values (?, 0) on conflict do nothing`, [list]);
}

type RowEvents = 'insert or update or delete' | 'insert or delete';

/** Bump `list`'s version on the given row writes to `table` and on its truncation (two statement triggers). */
export async function addListVersionTriggers(knex: Knex, list: string, table: string, events: RowEvents): Promise<void> {
  await knex.raw(`create trigger ${table}_list_version_write after ${events} on ${table}
    for each statement execute function bump_list_version('${list}')`);
  await knex.raw(`create trigger ${table}_list_version_truncate after truncate on ${table}
    for each statement execute function bump_list_version('${list}')`);
}

export async function dropListVersionTriggers(knex: Knex, table: string): Promise<void> {
  await knex.raw(`drop trigger if exists ${table}_list_version_truncate on ${table}`);
  await knex.raw(`drop trigger if exists ${table}_list_version_write on ${table}`);
}

/** The list's current version: one primary-key read. */
export async function readListVersion(db: Knex, list: string): Promise<string> {
  const row = (await db('list_versions').where({ name: list }).first('version')) as { version: number | string } | undefined;
  return String(row?.version ?? 0);
}
