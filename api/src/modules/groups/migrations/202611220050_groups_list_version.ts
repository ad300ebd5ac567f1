import type { Knex } from 'knex';

/**
 * Issue 10 (performance): versions of the public lists that the API serves from an in-process cache.
 * `list_versions` holds one counter per list, bumped by statement triggers (`bump_list_version('<name>')`) on
 * every write to the tables the list is made from, so any API instance can tell with one primary-key read
 * whether its cached, serialised list is current. Here: the groups list, which changes with any write to
 * `groups` (any column: member counts, FK SET NULL, ...) and with every insert, delete or truncate of
 * `group_activities` (its activity counts). The table and function are created if missing, so other modules'
 * migrations can use them too.
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
  await knex.raw(`insert into list_versions (name, version) values ('groups', 0) on conflict do nothing`);
  await knex.raw(`create trigger groups_list_version_write after insert or update or delete on groups
    for each statement execute function bump_list_version('groups')`);
  await knex.raw(`create trigger groups_list_version_truncate after truncate on groups
    for each statement execute function bump_list_version('groups')`);
  await knex.raw(`create trigger group_activities_list_version_write after insert or delete on group_activities
    for each statement execute function bump_list_version('groups')`);
  await knex.raw(`create trigger group_activities_list_version_truncate after truncate on group_activities
    for each statement execute function bump_list_version('groups')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists group_activities_list_version_truncate on group_activities');
  await knex.raw('drop trigger if exists group_activities_list_version_write on group_activities');
  await knex.raw('drop trigger if exists groups_list_version_truncate on groups');
  await knex.raw('drop trigger if exists groups_list_version_write on groups');
  await knex.raw(`delete from list_versions where name = 'groups'`);
}
