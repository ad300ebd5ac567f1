import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('business_enquiries', (t) => {
    t.increments('id').primary();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('company_email', 254).notNullable();
    t.string('company_name', 200).notNullable();
    t.string('company_size', 20).notNullable();
    t.string('request_type', 20).notNullable().defaultTo('information');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_email', 'created_at'], 'business_enquiries_email_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('business_enquiries');
}
