import type { Knex } from 'knex';
import { SCAM_NUDGE_CODE, SCAM_NUDGE_MESSAGE, SCAM_REASON_WORDS, type ScamReason } from '@afterwork/contracts/scam-guard';
import { HttpError } from '../../platform/errors';
import { checkForScam, type ScamCheckOptions } from './scam-guard';
import { scamRepository } from './scam-repository';

/** How many messages sent anyway after the nudge, within how long, put a member in the moderation queue. */
export interface ScamReviewLimit {
  hits: number;
  windowMs: number;
}

/** Where a flagged message was written: a discussion post or reply, or (later) a private message. */
export type ScamSource = 'discussion' | 'message';

/** The 422 that nudges the sender: `{ error: { message, code: 'scam_nudge', reasons } }`. */
export const scamNudge = (reasons: ScamReason[]) => new HttpError(422, SCAM_NUDGE_MESSAGE, { code: SCAM_NUDGE_CODE, details: { reasons } });

/** How many flagged messages the report shows (the newest). */
const SHOWN = 10;

/**
 * The scam guard for the modules where members write (issue 30, item 5), built once by the composition root.
 * `screen` checks a message before it is stored: flagged and not confirmed → the 422 nudge; flagged and confirmed →
 * the reasons, to store with the message. `recordHit` (in the caller's transaction, once the message is stored)
 * counts it, and at `limit.hits` within the window raises a report the moderators see with the flagged texts.
 */
export function createScamGuard(deps: { limit: ScamReviewLimit; now: () => Date }) {
  const { limit, now } = deps;
  return {
    check: (text: string, options?: ScamCheckOptions): ScamReason[] => checkForScam(text, options),

    /** The reasons to store with the message (empty: ordinary); throws the nudge when flagged and not confirmed. */
    screen(text: string, options: ScamCheckOptions & { confirmed?: boolean }): ScamReason[] {
      const reasons = checkForScam(text, options);
      if (reasons.length && !options.confirmed) throw scamNudge(reasons);
      return reasons;
    },

    async recordHit(trx: Knex.Transaction, hit: { userId: number; source: ScamSource; sourceId: number; body: string; reasons: ScamReason[] }): Promise<void> {
      if (!hit.reasons.length) return;
      await scamRepository.insertHit(trx, hit);
      const since = new Date(now().getTime() - limit.windowMs);
      const { count, hits } = await scamRepository.recentHits(trx, hit.userId, since, SHOWN);
      if (count < limit.hits) return;
      const member = await scamRepository.member(trx, hit.userId);
      if (!member) return;
      const days = Math.max(1, Math.round(limit.windowMs / 86_400_000));
      const note = `The scam guard flagged ${count} messages from this member in the last ${days} day${days === 1 ? '' : 's'}; they sent each one anyway after being reminded of the safety rules.`;
      const snapshot: Record<string, unknown> = { name: member.name, username: member.username };
      hits.forEach((h, i) => {
        const why = h.reasons.filter((r) => r !== 'urgency').map((r) => SCAM_REASON_WORDS[r].replace(/^for /, '')).join('; ');
        snapshot[`flagged_message_${i + 1}`] = `${h.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC (asks ${why}): ${h.body.slice(0, 1000)}`;
      });
      await scamRepository.raiseReport(trx, hit.userId, member.name.slice(0, 200), note, snapshot);
    },
  };
}
export type ScamGuard = ReturnType<typeof createScamGuard>;
