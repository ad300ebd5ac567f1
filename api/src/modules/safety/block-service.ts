import type { SafetyRepository } from './repository';
import { BLOCK_MEMBER_MISSING, blockedMessage, unblockedMessage, type BlockedMember } from '@afterwork/contracts/safety';
import { iso } from '../../db';
import { assertMemberVisible } from '../../policies/visibility';
import { assertMayBlock } from '../../policies/safety';
import { assertSignedIn, type Actor } from '../../policies/actor';

/**
 * Blocks between members (issue 21). The blocked member is never told; from the next request they no longer see
 * the blocker's profile (404, as for a member that does not exist) nor the blocker in any list of members or
 * attendees, and the blocker no longer sees them in lists (one SQL rule: db/member-blocks.ts).
 */
export function createBlockService(safety: Pick<SafetyRepository, 'blocksOf' | 'addBlock' | 'removeBlock' | 'memberSeenBy'>) {
  return {
    async list(actor: Actor): Promise<BlockedMember[]> {
      assertSignedIn(actor);
      const rows = await safety.blocksOf(actor.id);
      return rows.map((r) => ({ id: r.id, name: r.name, blockedAt: iso(r.created_at)! }));
    },

    /**
     * Blocks `userId` (a repeat changes nothing). Answers the confirmation. A member who blocked the actor is answered
     * as a member who does not exist, and nothing is stored (issue 32, finding 8): the lists already keep the two apart.
     */
    async block(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertMayBlock(actor, userId);
      const member = await safety.memberSeenBy(actor.id, userId);
      assertMemberVisible(member, BLOCK_MEMBER_MISSING);
      await safety.addBlock(actor.id, userId);
      return { ok: true, message: blockedMessage(member!.name) };
    },

    /**
     * Removes the actor's block of `userId` (none: nothing to do, same answer). Without a block of their own to lift, a
     * member who blocked the actor reads as one who does not exist (issue 32, finding 8).
     */
    async unblock(actor: Actor, userId: number): Promise<{ ok: true; message: string }> {
      assertSignedIn(actor);
      const removed = await safety.removeBlock(actor.id, userId);
      const member = await safety.memberSeenBy(actor.id, userId);
      if (!removed) assertMemberVisible(member, BLOCK_MEMBER_MISSING);
      return { ok: true, message: unblockedMessage(member?.name ?? 'that member') };
    },
  };
}
