import type { Knex } from 'knex';

/**
 * Private messages (issue 30, item 4). A conversation is between two members, stored once per pair (`member_a` the
 * lower id); `status` is 'open', a 'request' (a first message to someone the writer shares no group, community or
 * mentorship with) or a 'declined' request. Each side's read mark is the id of the newest message they have read.
 * A member who deletes their account leaves their side null (and their messages' sender null): the other side still
 * reads the conversation, with 'Former member'. A deleted message keeps its row, without its words ('Message
 * deleted'); one a moderator hid (`hidden_at`) leaves the conversation. Messages are read by keyset (newest first).
 * A message can be reported: the reports' target types gain 'message'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.increments('id').primary();
    t.integer('member_a').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('member_b').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('started_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('status', 10).notNullable().defaultTo('open');
    t.integer('a_read_id').notNullable().defaultTo(0);
    t.integer('b_read_id').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table conversations add constraint conversations_status_check check (status in ('open','request','declined'))`);
  await knex.raw('alter table conversations add constraint conversations_pair_order check (member_a < member_b)');
  // One conversation per pair (while both are members).
  await knex.raw('create unique index conversations_pair on conversations (member_a, member_b)');
  // Each member's list, newest message first (keyset).
  await knex.raw('create index conversations_a_latest on conversations (member_a, last_message_at desc, id desc)');
  await knex.raw('create index conversations_b_latest on conversations (member_b, last_message_at desc, id desc)');

  await knex.schema.createTable('messages', (t) => {
    t.increments('id').primary();
    t.integer('conversation_id').notNullable().references('id').inTable('conversations').onDelete('CASCADE');
    t.integer('sender_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.timestamp('hidden_at', { useTz: true }).nullable();
  });
  await knex.raw('create index messages_conversation_latest on messages (conversation_id, id desc)');
  await knex.raw('create index messages_sender on messages (sender_id)');

  await knex.raw('alter table reports drop constraint reports_target_type_check');
  await knex.raw(`alter table reports add constraint reports_target_type_check check (target_type in ('member','group','activity','community','resource','message'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('reports').where({ target_type: 'message' }).delete();
  await knex.raw('alter table reports drop constraint reports_target_type_check');
  await knex.raw(`alter table reports add constraint reports_target_type_check check (target_type in ('member','group','activity','community','resource'))`);
  await knex.schema.dropTableIfExists('messages');
  await knex.schema.dropTableIfExists('conversations');
}
