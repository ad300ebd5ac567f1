import type { Knex } from 'knex';

/**
 * A post's one optional photo (issue 30, item 1): its key in the photo store (`members/<author>/posts/<random>.jpg`,
 * so deleting the author's account deletes it with their other photos) and the words that describe it (alt text).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discussion_posts', (t) => {
    t.text('photo_key').nullable();
    t.text('photo_alt').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('discussion_posts', (t) => {
    t.dropColumn('photo_key');
    t.dropColumn('photo_alt');
  });
}
