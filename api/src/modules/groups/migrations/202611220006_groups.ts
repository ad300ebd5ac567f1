import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.schema.createTable('groups', (t) => {
    t.increments('id').primary();
    t.string('name', 50).notNullable();
    t.string('description', 500).notNullable();
    t.string('type', 20).notNullable().defaultTo('social');
    t.string('location', 100);
    // Kept true by the membership service (recounted in the same transaction as every join / leave).
    t.integer('member_count').notNullable().defaultTo(0);
    t.string('image_url', 500);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['type'], 'groups_type_index');
  });
  await knex.raw(`alter table groups add constraint groups_type_check check (type in ('active','learn','practice','craft','social'))`);
  await knex.raw('alter table groups add constraint groups_member_count_check check (member_count >= 0)');

  await knex.schema.createTable('group_members', (t) => {
    t.increments('id').primary();
    t.integer('group_id').notNullable().references('id').inTable('groups').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('role', 20).notNullable().defaultTo('member');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['group_id', 'user_id'], { indexName: 'group_members_group_user_unique' });
    t.index(['user_id'], 'group_members_user_index');
  });
  await knex.raw(`alter table group_members add constraint group_members_role_check check (role in ('member','admin'))`);

  await knex.schema.createTable('group_activities', (t) => {
    t.increments('id').primary();
    t.integer('group_id').notNullable().references('id').inTable('groups').onDelete('CASCADE');
    t.string('title', 100).notNullable();
    t.text('description').notNullable();
    t.string('location', 200);
    t.boolean('is_virtual').notNullable().defaultTo(false);
    t.string('meeting_link', 500);
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true });
    t.integer('max_attendees');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['group_id', 'start_date'], 'group_activities_group_start_index');
  });
  await knex.raw('alter table group_activities add constraint group_activities_max_check check (max_attendees is null or max_attendees > 0)');

  // status 'waitlisted' = asked for 'going' when the activity was full; queue_no gives first-come order.
  await knex.raw('create sequence activity_waitlist_seq');
  await knex.schema.createTable('activity_attendees', (t) => {
    t.increments('id').primary();
    t.integer('activity_id').notNullable().references('id').inTable('group_activities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('going');
    t.bigInteger('queue_no');
    t.timestamp('registered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['activity_id', 'user_id'], { indexName: 'activity_attendees_activity_user_unique' });
    t.index(['user_id'], 'activity_attendees_user_index');
    t.index(['activity_id', 'status', 'queue_no'], 'activity_attendees_status_index');
  });
  await knex.raw(
    `alter table activity_attendees add constraint activity_attendees_status_check check (status in ('going','maybe','not_going','waitlisted'))`,
  );

  // A member's private calendar feed (activities they are going to), addressed by an unguessable token.
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('token', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calendar_feeds');
  await knex.schema.dropTableIfExists('activity_attendees');
  await knex.raw('drop sequence if exists activity_waitlist_seq');
  await knex.schema.dropTableIfExists('group_activities');
  await knex.schema.dropTableIfExists('group_members');
  await knex.schema.dropTableIfExists('groups');
}
