import type { Knex } from 'knex';

/**
 * Discussions (issue 30, item 1): posts in a group or a community, one level of replies, a 'thank you' per member.
 * A post belongs to exactly one place. `last_activity_at` (its own time, or its newest reply's) orders the list,
 * newest first, read by keyset through the place's index. A removed post keeps its row (who removed it and why,
 * for the author's notice and the moderators), out of every list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discussion_posts', (t) => {
    t.increments('id').primary();
    t.integer('group_id').nullable().references('id').inTable('groups').onDelete('CASCADE');
    t.integer('community_id').nullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('parent_id').nullable().references('id').inTable('discussion_posts').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('edited_at', { useTz: true }).nullable();
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('pinned_at', { useTz: true }).nullable();
    t.timestamp('removed_at', { useTz: true }).nullable();
    t.integer('removed_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('removal_reason').nullable();
  });
  await knex.raw(`alter table discussion_posts add constraint discussion_posts_one_place check ((group_id is null) <> (community_id is null))`);
  await knex.raw(`alter table discussion_posts add constraint discussion_posts_pin_first check (pinned_at is null or parent_id is null)`);
  await knex.raw(`create index discussion_posts_group_activity on discussion_posts (group_id, last_activity_at desc, id desc) where parent_id is null and removed_at is null`);
  await knex.raw(`create index discussion_posts_community_activity on discussion_posts (community_id, last_activity_at desc, id desc) where parent_id is null and removed_at is null`);
  await knex.raw(`create index discussion_posts_parent on discussion_posts (parent_id, created_at) where parent_id is not null`);
  await knex.raw(`create index discussion_posts_author on discussion_posts (author_id)`);
  // One pinned post per place.
  await knex.raw(`create unique index discussion_posts_one_pin_group on discussion_posts (group_id) where pinned_at is not null and group_id is not null`);
  await knex.raw(`create unique index discussion_posts_one_pin_community on discussion_posts (community_id) where pinned_at is not null and community_id is not null`);

  await knex.schema.createTable('discussion_thanks', (t) => {
    t.integer('post_id').notNullable().references('id').inTable('discussion_posts').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['post_id', 'user_id']);
  });
  await knex.raw('create index discussion_thanks_user on discussion_thanks (user_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('discussion_thanks');
  await knex.schema.dropTableIfExists('discussion_posts');
}
