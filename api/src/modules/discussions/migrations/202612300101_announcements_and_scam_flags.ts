import type { Knex } from 'knex';

/**
 * Issue 30: announcements and the scam guard in discussions.
 * - `kind`: 'post' (a member's) or 'announcement' (an organiser's, listed above the others, never a reply); an
 *   announcement keeps whom it was sent to (`audience_label`, "Members going to Tuesday walk") and how many.
 * - `scam_reasons`: the scam guard's reasons when the author sent it anyway after the nudge (readers see a warning).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discussion_posts', (t) => {
    t.string('kind', 20).notNullable().defaultTo('post');
    t.text('audience_label').nullable();
    t.integer('audience_count').nullable();
    t.jsonb('scam_reasons').nullable();
  });
  await knex.raw(`alter table discussion_posts add constraint discussion_posts_kind check (kind in ('post', 'announcement'))`);
  await knex.raw(`alter table discussion_posts add constraint discussion_posts_announcement_first check (kind = 'post' or parent_id is null)`);
  // The announcements of a place, newest first (the page shows the latest above the conversations).
  await knex.raw(`create index discussion_posts_group_announcements on discussion_posts (group_id, created_at desc) where kind = 'announcement' and removed_at is null`);
  await knex.raw(`create index discussion_posts_community_announcements on discussion_posts (community_id, created_at desc) where kind = 'announcement' and removed_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists discussion_posts_group_announcements');
  await knex.raw('drop index if exists discussion_posts_community_announcements');
  await knex.raw('alter table discussion_posts drop constraint if exists discussion_posts_announcement_first');
  await knex.raw('alter table discussion_posts drop constraint if exists discussion_posts_kind');
  await knex.schema.alterTable('discussion_posts', (t) => {
    t.dropColumn('scam_reasons');
    t.dropColumn('audience_count');
    t.dropColumn('audience_label');
    t.dropColumn('kind');
  });
}
