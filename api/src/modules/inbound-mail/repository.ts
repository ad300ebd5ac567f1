import type { Knex } from 'knex';

/** SQL of the answers received by mail: which Message-IDs were already taken. */
export function createInboundRepliesRepository(db: Knex) {
  return {
    /** Records `messageId` as received; false when it was already (the same mail delivered again). */
    async claim(messageId: string): Promise<boolean> {
      const rows = (await db('inbound_replies').insert({ message_id: messageId }).onConflict('message_id').ignore().returning('message_id')) as unknown[];
      return rows.length > 0;
    },
    /** Gives `messageId` back (its answer could not be posted: a new delivery may try again). */
    async release(messageId: string): Promise<void> {
      await db('inbound_replies').where({ message_id: messageId }).delete();
    },
    /** Forgets the Message-IDs older than `days`. */
    async prune(days: number): Promise<void> {
      await db('inbound_replies').where('received_at', '<', db.raw(`now() - (? * interval '1 day')`, [days])).delete();
    },
  };
}
export type InboundRepliesRepository = ReturnType<typeof createInboundRepliesRepository>;
