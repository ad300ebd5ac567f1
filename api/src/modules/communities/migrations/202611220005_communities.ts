import type { Knex } from 'knex';

/** Communities, their leads, their activities, and members' activity suggestions (spec part 2 §3.1). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('communities', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable();
    t.string('location', 100).notNullable();
    t.string('type', 20).notNullable().defaultTo('active');
    t.text('description').notNullable();
    t.integer('member_count').notNullable().defaultTo(0);
    t.decimal('latitude', 9, 6).notNullable();
    t.decimal('longitude', 9, 6).notNullable();
    t.string('image_url', 2000);
    t.string('cover_photo', 2000);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw(`alter table communities add constraint communities_latitude_range check (latitude between -90 and 90)`);
  await knex.raw(`alter table communities add constraint communities_longitude_range check (longitude between -180 and 180)`);
  // The explorer's list: ordered by name, with the explorer's columns in the index (index-only scan at 10k rows).
  await knex.raw(`create index communities_explorer_index on communities (name, id)
    include (location, type, latitude, longitude, member_count)`);
  await knex.raw('create index communities_type_index on communities (type)');
  // The list's cache version (count, max(updated_at)).
  await knex.raw('create index communities_updated_at_index on communities (updated_at)');

  await knex.schema.createTable('community_leads', (t) => {
    t.increments('id').primary();
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 20).notNullable().defaultTo('lead');
    t.text('bio');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['community_id', 'user_id'], { indexName: 'community_leads_community_user_unique' });
    t.index(['user_id'], 'community_leads_user_id_index');
  });

  await knex.schema.createTable('community_activities', (t) => {
    t.increments('id').primary();
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description');
    t.string('location', 200);
    t.boolean('is_virtual').notNullable().defaultTo(false);
    t.string('meeting_link', 2000);
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true });
    t.integer('max_attendees');
    t.string('image', 2000);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['community_id', 'start_date'], 'community_activities_community_start_index');
  });

  await knex.schema.createTable('community_activity_suggestions', (t) => {
    t.increments('id').primary();
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('title', 120).notNullable();
    t.text('details');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['community_id', 'created_at'], 'community_activity_suggestions_community_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('community_activity_suggestions');
  await knex.schema.dropTableIfExists('community_activities');
  await knex.schema.dropTableIfExists('community_leads');
  await knex.schema.dropTableIfExists('communities');
}
