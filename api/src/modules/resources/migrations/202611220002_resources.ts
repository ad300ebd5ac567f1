import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.schema.createTable('resources', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('category', 50).notNullable();
    t.string('icon_name', 50).notNullable();
    t.string('link', 2000);
    t.text('content');
    t.boolean('featured').notNullable().defaultTo(false);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['category'], 'resources_category_index');
  });
  // Case-insensitive substring search (ILIKE '%term%') on title and description, served by trigram indexes.
  await knex.raw('create index resources_title_trgm on resources using gin (title gin_trgm_ops)');
  await knex.raw('create index resources_description_trgm on resources using gin (description gin_trgm_ops)');
  await knex.raw('create index resources_featured_created_index on resources (featured desc, created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('resources');
}
