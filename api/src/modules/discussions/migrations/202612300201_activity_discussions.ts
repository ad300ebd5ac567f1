import type { Knex } from 'knex';

/**
 * An activity's 'Questions and chat' (issue 30, item 2): a third kind of place for a post. A post still belongs to
 * exactly one place (group, community or activity); an activity's posts go with it when it is deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discussion_posts', (t) => {
    t.integer('activity_id').nullable().references('id').inTable('activities').onDelete('CASCADE');
  });
  await knex.raw('alter table discussion_posts drop constraint discussion_posts_one_place');
  await knex.raw('alter table discussion_posts add constraint discussion_posts_one_place check (num_nonnulls(group_id, community_id, activity_id) = 1)');
  await knex.raw(`create index discussion_posts_activity_activity on discussion_posts (activity_id, last_activity_at desc, id desc) where parent_id is null and removed_at is null`);
  await knex.raw(`create unique index discussion_posts_one_pin_activity on discussion_posts (activity_id) where pinned_at is not null and activity_id is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('discussion_posts').whereNotNull('activity_id').delete();
  await knex.raw('drop index if exists discussion_posts_one_pin_activity');
  await knex.raw('drop index if exists discussion_posts_activity_activity');
  await knex.raw('alter table discussion_posts drop constraint discussion_posts_one_place');
  await knex.schema.alterTable('discussion_posts', (t) => t.dropColumn('activity_id'));
  await knex.raw('alter table discussion_posts add constraint discussion_posts_one_place check ((group_id is null) <> (community_id is null))');
}
