import type { Knex } from 'knex';

/**
 * Issue 34 §2 and §3: guests and attendance.
 * - `activities.guest_limit`: how many guests one member may bring (organisers set it; 0 = none, default 2).
 * - `activity_attendees.guests`: the guests of an answer; a 'going' answer takes 1 + guests places, a waitlisted one
 *   waits as one party.
 * - `activity_attendance`: who came. One row per person ticked: `guest_no` 0 is the member, 1..n their guests. The
 *   primary key makes a tick idempotent (a tick sent twice from a phone's queue is one row).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table activities add column guest_limit smallint not null default 2');
  await knex.raw('alter table activities add constraint activities_guest_limit_range check (guest_limit between 0 and 10)');
  await knex.raw('alter table activity_attendees add column guests smallint not null default 0');
  await knex.raw('alter table activity_attendees add constraint activity_attendees_guests_range check (guests between 0 and 10)');
  await knex.schema.createTable('activity_attendance', (t) => {
    t.integer('activity_id').notNullable().references('id').inTable('activities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.smallint('guest_no').notNullable().defaultTo(0);
    /** Came without answering 'going' (added on the day by an organiser). */
    t.boolean('walk_in').notNullable().defaultTo(false);
    t.integer('marked_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('marked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['activity_id', 'user_id', 'guest_no']);
  });
  await knex.raw('create index activity_attendance_user_index on activity_attendance (user_id, activity_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activity_attendance');
  await knex.raw('alter table activity_attendees drop column guests');
  await knex.raw('alter table activities drop column guest_limit');
}
