import type { Knex } from 'knex';

/** How often each remote version failed in visitors' browsers, per stage (load, mount, incompatible). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('remote_failures', (t) => {
    t.string('remote', 64).notNullable();
    t.string('version', 64).notNullable();
    t.string('stage', 16).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.string('last_message', 500).notNullable().defaultTo('');
    t.timestamp('first_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['remote', 'version', 'stage']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('remote_failures');
}
