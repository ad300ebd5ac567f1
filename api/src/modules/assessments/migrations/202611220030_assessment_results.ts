import type { Knex } from 'knex';

/** A member's private wellbeing history: results they chose to keep. Deleted with the member. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_results', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('assessment_id', 50).notNullable();
    t.integer('score').notNullable();
    t.integer('max_score').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'assessment_id', 'created_at'], 'assessment_results_owner_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('assessment_results');
}
