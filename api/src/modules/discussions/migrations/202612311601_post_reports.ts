import type { Knex } from 'knex';

/**
 * A post or a reply of a discussion can be reported (issue 30, item 7): the reports' target types gain 'post'. A
 * moderator's 'Hide' removes it (`removed_at`, as a group admin's removal), so it leaves every list at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table reports drop constraint reports_target_type_check');
  await knex.raw(`alter table reports add constraint reports_target_type_check check (target_type in ('member','group','activity','community','resource','message','post'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('reports').where({ target_type: 'post' }).delete();
  await knex.raw('alter table reports drop constraint reports_target_type_check');
  await knex.raw(`alter table reports add constraint reports_target_type_check check (target_type in ('member','group','activity','community','resource','message'))`);
}
