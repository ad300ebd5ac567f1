import type { Knex } from 'knex';
import type { MessageChange } from '@afterwork/contracts/realtime';
import { publish } from '../realtime/public';

/**
 * Tells the two members' open pages that their conversation changed (issue 30, item 6), in the changing transaction
 * and as its last step: ids only, to the two of them only (a member who has left has no id to tell).
 */
export const changed = (trx: Knex.Transaction, change: MessageChange, c: { id: number; memberA: number | null; memberB: number | null }, messageId: number | null = null) =>
  publish(trx, {
    kind: 'message',
    audience: { members: [c.memberA, c.memberB].filter((m): m is number => m !== null) },
    data: { change, conversationId: c.id, messageId },
  });
