import type { Knex } from 'knex';
import { REPORT_TARGET_MISSING, REPORT_THANKS, TOO_MANY_REPORTS, type ReportReceipt, type ReportReason, type ReportTargetType } from '@afterwork/contracts/safety';
import type { Limits } from '../../deps';
import { assertVisible } from '../../policies/visibility';
import { assertMayReport } from '../../policies/safety';
import type { Actor } from '../../policies/actor';
import { createRateLimiter, waitMessage } from '../../platform/rate-limit';
import type { SafetyRepository } from './repository';

/**
 * Members' reports (issue 21). A report keeps a copy of the target as it is now (what the moderators judge, even
 * if it changes or goes later). The reporter is recorded only to stop repeats and to count their limit: no answer
 * names them, and a repeated report is answered exactly like the first.
 */
export function createReportService(db: Knex, repo: SafetyRepository, limit: Limits['reports']) {
  const perMember = createRateLimiter(db, limit, waitMessage(TOO_MANY_REPORTS));

  return {
    async report(actor: Actor, input: { targetType: ReportTargetType; targetId: number; reason: ReportReason; note: string | null }): Promise<ReportReceipt> {
      assertMayReport(actor, { type: input.targetType, id: input.targetId });
      await perMember.hit(`report:${actor.id}`);
      // Something hidden from the reporter (a moderator hid it, or a member who blocked them) reads as nothing at all.
      const found = await repo.snapshotOf(input.targetType, input.targetId, actor.id);
      const target = found && !found.hidden ? found : undefined;
      assertVisible(target, REPORT_TARGET_MISSING);
      if (!(await repo.hasOpenReport(actor.id, input.targetType, input.targetId))) {
        await repo.insertReport({ reporterId: actor.id, type: input.targetType, id: input.targetId, reason: input.reason, note: input.note, target });
      }
      return { ok: true, message: REPORT_THANKS };
    },
  };
}
