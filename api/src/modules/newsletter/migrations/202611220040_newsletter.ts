import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    t.increments('id').primary();
    // Stored trimmed and lower-cased (normalizeEmail), so the unique index makes subscriptions case-insensitive.
    t.string('email', 254).notNullable().unique('newsletter_subscriptions_email_unique');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Fixed-window counters for the public forms (newsletter, business enquiries): per address and per client IP.
  // In the database, so every API instance shares them.
  await knex.schema.createTable('form_rate_limits', (t) => {
    t.string('key', 400).primary();
    t.integer('hits').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('form_rate_limits');
  await knex.schema.dropTableIfExists('newsletter_subscriptions');
}
