import type { Knex } from 'knex';
import { BLOCK_MEMBER_MISSING, blockedMessage, unblockedMessage, type BlockedMember } from '@afterwork/contracts/safety';
import { iso } from '../../db';
import { notFound } from '../../platform/errors';
import { assertMayBlock } from '../../policies/safety';
import { assertSignedIn, type Actor } from '../../policies/actor';

/**
 * Blocks between members (issue 21). The blocked member is never told; from the next request they no longer see
 * the blocker's profile (404, as for a member that does not exist) nor the blocker in any list of members or
 * attendees, and the blocker no longer sees them in lists (one SQL rule: db/member-blocks.ts).
 */
export function createBlockService(db: Knex) {
  const nameOf = async (id: number): Promise<string | undefined> => ((await db('users').where({ id }).first('name')) as { name: string } | undefined)?.name;

  return {
    async list(actor: Actor): Promise<BlockedMember[]> {
      assertSignedIn(actor);
      const rows = (await db('member_blocks')
        .join('users', 'users.id', 'member_blocks.blocked_id')
        .where('member_blocks.blocker_id', actor.id)
        .orderBy([{ column: 'member_blocks.created_at', order: 'desc' }, { column: 'users.id', order: 'desc' }])
        .select('users.id', 'users.name', 'member_blocks.created_at')) as Array<{ id: number; name: string; created_at: Date }>;
      return rows.map((r) => ({ id: r.id, name: r.name, blockedAt: iso(r.created_at)! }));
    },

    /** Blocks `userId` (a repeat changes nothing). Answers the confirmation. */
    async block(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertMayBlock(actor, userId);
      const name = await nameOf(userId);
      if (name === undefined) throw notFound(BLOCK_MEMBER_MISSING);
      await db('member_blocks').insert({ blocker_id: actor.id, blocked_id: userId }).onConflict(['blocker_id', 'blocked_id']).ignore();
      return { ok: true, message: blockedMessage(name) };
    },

    /** Removes the actor's block of `userId` (none: nothing to do, same answer). */
    async unblock(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertSignedIn(actor);
      const removed = (await db('member_blocks').where({ blocker_id: actor.id, blocked_id: userId }).delete().returning('blocked_id')) as Array<{ blocked_id: number }>;
      const name = await nameOf(userId);
      if (name === undefined && !removed.length) throw notFound(BLOCK_MEMBER_MISSING);
      return { ok: true, message: unblockedMessage(name ?? 'that member') };
    },
  };
}
