import type { Knex } from 'knex';

/** Who changed what in the admin area, and when. The actor's name is copied so the row outlives the account. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.integer('actor_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('actor_name', 100).notNullable();
    t.string('action', 50).notNullable();
    t.string('target_type', 30).notNullable();
    t.integer('target_id');
    t.string('target_label', 200);
    t.jsonb('details').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at', 'id'], 'admin_audit_log_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('admin_audit_log');
}
