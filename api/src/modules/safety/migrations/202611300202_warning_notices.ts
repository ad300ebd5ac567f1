import type { Knex } from 'knex';

/**
 * A moderator's warning is shown to the warned member (issue 21) until they say they have read it: the time they
 * did. Warnings given before this migration count as unread (the member has not seen them yet).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('member_warnings', (t) => {
    t.timestamp('acknowledged_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('member_warnings', (t) => {
    t.dropColumn('acknowledged_at');
  });
}
