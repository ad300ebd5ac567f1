import type { Knex } from 'knex';

/**
 * Trust and safety (issue 21): members' reports (with the content as it was when reported), blocks between
 * members, moderators' warnings, suspensions, and content hidden by a moderator.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.increments('id').primary();
    // The reporter is kept only to stop repeats and to count the per-member limit; no answer ever names them.
    // A reporter who deletes their account leaves the report behind, without them.
    t.integer('reporter_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('target_type', 20).notNullable();
    t.integer('target_id').notNullable();
    t.string('target_label', 200).notNullable();
    t.string('reason', 30).notNullable();
    t.text('note');
    t.jsonb('snapshot').notNullable();
    // The member responsible: the member reported, or who created the content (null when unknown).
    t.integer('author_id');
    t.string('status', 20).notNullable().defaultTo('open');
    t.string('resolution', 20);
    t.text('resolution_reason');
    t.timestamp('resolved_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table reports add constraint reports_target_type_check check (target_type in ('member','group','activity','community','resource'))`);
  await knex.raw(`alter table reports add constraint reports_status_check check (status in ('open','closed'))`);
  await knex.raw('create index reports_open_target_index on reports (target_type, target_id) where status = \'open\'');
  await knex.raw('create index reports_open_created_index on reports (created_at desc) where status = \'open\'');
  await knex.raw('create index reports_reporter_index on reports (reporter_id)');

  await knex.schema.createTable('member_blocks', (t) => {
    t.integer('blocker_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('blocked_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['blocker_id', 'blocked_id']);
    t.index(['blocked_id'], 'member_blocks_blocked_index');
  });
  await knex.raw('alter table member_blocks add constraint member_blocks_not_self check (blocker_id <> blocked_id)');

  await knex.schema.createTable('member_warnings', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id'], 'member_warnings_user_index');
  });

  // 'infinity' is a suspension for good.
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('suspended_until', { useTz: true });
    t.text('suspension_reason');
  });
  for (const table of ['groups', 'activities', 'communities', 'resources']) {
    await knex.schema.alterTable(table, (t) => {
      t.timestamp('hidden_at', { useTz: true });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['groups', 'activities', 'communities', 'resources']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('hidden_at');
    });
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('suspension_reason');
    t.dropColumn('suspended_until');
  });
  await knex.schema.dropTableIfExists('member_warnings');
  await knex.schema.dropTableIfExists('member_blocks');
  await knex.schema.dropTableIfExists('reports');
}
