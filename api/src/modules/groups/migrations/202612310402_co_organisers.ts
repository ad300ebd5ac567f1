import type { Knex } from 'knex';

/** Co-organisers (issue 34 item 4): a group member who organises activities and sends announcements, without admin rights. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table group_members drop constraint group_members_role_check');
  await knex.raw(`alter table group_members add constraint group_members_role_check check (role in ('member','organiser','admin'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`update group_members set role = 'member' where role = 'organiser'`);
  await knex.raw('alter table group_members drop constraint group_members_role_check');
  await knex.raw(`alter table group_members add constraint group_members_role_check check (role in ('member','admin'))`);
}
