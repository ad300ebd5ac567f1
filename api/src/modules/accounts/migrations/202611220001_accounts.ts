import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.increments('id').primary();
    t.string('name', 50).notNullable().unique();
    t.text('description');
    t.jsonb('permissions').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.timestamps(true, true);
  });
  await knex('roles').insert([
    { name: 'user', description: 'A member of Afterwork', permissions: JSON.stringify([]) as unknown as string[] },
    { name: 'admin', description: 'Administrator: manages content and members', permissions: JSON.stringify(['admin']) as unknown as string[] },
  ]);

  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 50).notNullable();
    t.text('password_hash').notNullable();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('avatar', 500);
    t.text('bio');
    t.string('location', 100);
    t.string('profession', 100);
    t.jsonb('interests').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('RESTRICT');
    t.timestamps(true, true);
  });
  // Case-insensitive uniqueness; the default role is looked up by name.
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.raw(`
    create function afterwork_default_role_id() returns integer language sql stable as
    $$ select id from roles where name = 'user' $$`);
  await knex.raw('alter table users alter column role_id set default afterwork_default_role_id()');

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 128).primary();
    t.jsonb('data').notNullable();
    t.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamps(true, true);
    t.index(['user_id'], 'sessions_user_id_index');
    t.index(['expires_at'], 'sessions_expires_at_index');
  });

  await knex.schema.createTable('login_throttle', (t) => {
    t.string('key', 300).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('window_start', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.integer('lockouts').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_throttle');
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
  await knex.raw('drop function if exists afterwork_default_role_id()');
  await knex.schema.dropTableIfExists('roles');
}
