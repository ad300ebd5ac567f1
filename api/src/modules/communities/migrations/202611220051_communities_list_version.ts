import type { Knex } from 'knex';

/**
 * Issue 10 (performance): the explorer list's version as one counter in `list_versions` (see the groups
 * migration 202611220050), bumped by statement triggers on every insert, update, delete or truncate of
 * `communities`, instead of count(*) + max(updated_at) + max(id) over 10,000 rows on every GET /api/communities.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table if not exists list_versions (name text primary key, version bigint not null default 0)`);
  await knex.raw(`
    create or replace function bump_list_version() returns trigger language plpgsql as $$
    begin
      insert into list_versions (name, version) values (TG_ARGV[0], 1)
        on conflict (name) do update set version = list_versions.version + 1;
      return null;
    end
    $$`);
  await knex.raw(`insert into list_versions (name, version) values ('communities', 0) on conflict do nothing`);
  await knex.raw(`create trigger communities_list_version_write after insert or update or delete on communities
    for each statement execute function bump_list_version('communities')`);
  await knex.raw(`create trigger communities_list_version_truncate after truncate on communities
    for each statement execute function bump_list_version('communities')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists communities_list_version_truncate on communities');
  await knex.raw('drop trigger if exists communities_list_version_write on communities');
  await knex.raw(`delete from list_versions where name = 'communities'`);
}
