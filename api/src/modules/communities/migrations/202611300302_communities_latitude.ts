import type { Knex } from 'knex';

/**
 * 'Near me' at 100,000 communities (issue 20 §5, issue 24 §1): the distance order reads the communities within a
 * latitude band round the member first (a box, widened until the page is full): (latitude, longitude) lets the index check
 * both, so only the rows in the box are read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index communities_latitude on communities (latitude, longitude) where hidden_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists communities_latitude');
}
