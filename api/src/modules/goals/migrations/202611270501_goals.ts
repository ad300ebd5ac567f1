import type { Knex } from 'knex';

/**
 * Issue 20 item 2: goals and habits with a daily streak. A goal belongs to one member and lives in one time zone
 * (the browser's when it started), which decides what 'today' is for its check-ins; a check-in is one row per
 * goal and local day (the unique key makes a second one on the same day impossible, whatever the race).
 * Badges a member earned (the 'Consistency Champion' of the dashboard) stay when the goal that earned one ends.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('goals', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('template', 40).nullable();
    t.string('title', 80).notNullable();
    t.string('description', 300).notNullable().defaultTo('');
    t.integer('target_days').notNullable();
    t.string('time_zone', 64).notNullable();
    t.date('started_on').notNullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.index(['user_id', 'created_at'], 'goals_user_index');
  });
  await knex.raw(`alter table goals add constraint goals_target_days_check check (target_days between 1 and 365)`);
  await knex.raw(`alter table goals add constraint goals_status_check check (status in ('active', 'completed'))`);

  await knex.schema.createTable('goal_check_ins', (t) => {
    t.increments('id').primary();
    t.integer('goal_id').notNullable().references('id').inTable('goals').onDelete('CASCADE');
    t.date('day').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['goal_id', 'day'], { indexName: 'goal_check_ins_goal_day_unique' });
  });

  await knex.schema.createTable('member_badges', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('badge', 60).notNullable();
    t.timestamp('earned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'badge'], { indexName: 'member_badges_user_badge_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('member_badges');
  await knex.schema.dropTableIfExists('goal_check_ins');
  await knex.schema.dropTableIfExists('goals');
}
