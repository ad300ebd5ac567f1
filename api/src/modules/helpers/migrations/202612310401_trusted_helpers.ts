import type { Knex } from 'knex';

/**
 * A trusted helper (issue 34 item 1): the member's invitations (only the token's SHA-256 is kept; one open invitation
 * per address: a second replaces the first), her helpers with what each may do, and what each helper did for her.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('helper_invitations', (t) => {
    t.increments('id').primary();
    t.integer('member_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.specificType('grants', 'text[]').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index helper_invitations_open on helper_invitations (member_id, lower(email)) where used_at is null');
  await knex.schema.createTable('member_helpers', (t) => {
    t.increments('id').primary();
    t.integer('member_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('helper_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.specificType('grants', 'text[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['member_id', 'helper_id']);
  });
  await knex.raw('alter table member_helpers add constraint member_helpers_not_self check (member_id <> helper_id)');
  await knex.raw('create index member_helpers_helper on member_helpers (helper_id)');
  await knex.schema.createTable('helper_actions', (t) => {
    t.increments('id').primary();
    t.integer('member_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Kept when the helper leaves: the member still reads what was done in her name.
    t.integer('helper_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('helper_name', 200).notNullable();
    t.string('method', 10).notNullable();
    t.string('path', 300).notNullable();
    t.text('what').notNullable();
    t.string('link', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index helper_actions_member on helper_actions (member_id, created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('helper_actions');
  await knex.schema.dropTableIfExists('member_helpers');
  await knex.schema.dropTableIfExists('helper_invitations');
}
