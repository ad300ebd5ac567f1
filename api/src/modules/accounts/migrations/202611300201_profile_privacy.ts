import type { Knex } from 'knex';

/**
 * What a member shows of themself (issue 18, finding 5: usernames and profile fields were open to every member).
 * `profile_visibility`: who sees the picture, about text, place, profession and interests ('members': every
 * member; 'connections': members who share a group or community; 'nobody': only the name). `show_username`: whether
 * other members see the sign-in name. The defaults are the conservative ones, for existing members too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('profile_visibility', 20).notNullable().defaultTo('connections');
    t.boolean('show_username').notNullable().defaultTo(false);
  });
  await knex.raw(`alter table users add constraint users_profile_visibility_check check (profile_visibility in ('members','connections','nobody'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table users drop constraint if exists users_profile_visibility_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('show_username');
    t.dropColumn('profile_visibility');
  });
}
