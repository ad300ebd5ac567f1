import type { UsersRepository } from '../accounts/public';
import type { SafetyRepository } from './repository';
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
export function createBlockService(safety: Pick<SafetyRepository, 'blocksOf' | 'addBlock' | 'removeBlock'>, users: Pick<UsersRepository, 'nameOf'>) {
  const nameOf = (id: number): Promise<string | undefined> => users.nameOf(id);

  return {
    async list(actor: Actor): Promise<BlockedMember[]> {
      assertSignedIn(actor);
      const rows = await safety.blocksOf(actor.id);
      return rows.map((r) => ({ id: r.id, name: r.name, blockedAt: iso(r.created_at)! }));
    },

    /** Blocks `userId` (a repeat changes nothing). Answers the confirmation. */
    async block(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertMayBlock(actor, userId);
      const name = await nameOf(userId);
      if (name === undefined) throw notFound(BLOCK_MEMBER_MISSING);
      await safety.addBlock(actor.id, userId);
      return { ok: true, message: blockedMessage(name) };
    },

    /** Removes the actor's block of `userId` (none: nothing to do, same answer). */
    async unblock(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertSignedIn(actor);
      const removed = await safety.removeBlock(actor.id, userId);
      const name = await nameOf(userId);
      if (name === undefined && !removed) throw notFound(BLOCK_MEMBER_MISSING);
      return { ok: true, message: unblockedMessage(name ?? 'that member') };
    },
  };
}
