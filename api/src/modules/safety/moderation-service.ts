import type { Knex } from 'knex';
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueue,
  type ModerationResult,
  type ReportTargetType,
  type MemberWarning,
  WARNING_NOT_FOUND,
  WARNING_TITLE,
  warningBody,
} from '@afterwork/contracts/safety';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, notFound } from '../../platform/errors';
import { assertMayModerate, assertMaySuspend } from '../../policies/safety';
import { assertSignedIn, type Actor } from '../../policies/actor';
import type { RevokeSessions } from '../accounts/public';
import { auditRepository } from '../audit/public';
import { moderationWarning, type MailService } from '../mail/public';
import type { Notifier } from '../notifications/public';
import { safetyMails } from './mails';
import type { ReportRow, SafetyRepository } from './repository';

export const NO_OPEN_REPORTS = 'There are no open reports about this any more. Another moderator may have dealt with them.';
export const MEMBER_CANNOT_BE_HIDDEN = 'A member cannot be hidden. Warn or suspend them instead.';
export const NO_AUTHOR = 'We do not know who made this, so there is nobody to warn or suspend. Hide it instead.';

/** How many reports the queue reads at most (the oldest wait for the next page of work). */
const QUEUE_LIMIT = 500;

/**
 * The moderators' queue and actions (issue 21). Every action closes the target's open reports, carries a reason,
 * and is written to the audit log in the same transaction. Suspending ends the member's sessions at once.
 */
export function createModerationService(deps: {
  db: Knex; safety: SafetyRepository; mail: Pick<MailService, 'send'>; notifier: Pick<Notifier, 'tell'>; revokeSessions: RevokeSessions; publicUrl: string;
}) {
  const { db, safety: repo, mail, notifier, revokeSessions, publicUrl } = deps;

  return {
    async queue(actor: Actor): Promise<ModerationQueue> {
      assertMayModerate(actor);
      const rows = await repo.openReports(QUEUE_LIMIT);
      const byTarget = new Map<string, ReportRow[]>();
      for (const r of rows) {
        const key = `${r.target_type}:${r.target_id}`;
        byTarget.set(key, [...(byTarget.get(key) ?? []), r]);
      }
      const groups = [...byTarget.values()];
      const authorIds = [...new Set(groups.map((g) => g[0].author_id).filter((id): id is number => id !== null))];
      const suspended = await repo.suspensions(authorIds);
      const hidden = new Map<string, boolean>();
      for (const type of ['group', 'activity', 'community', 'resource', 'message', 'post'] as const) {
        const ids = groups.filter((g) => g[0].target_type === type).map((g) => g[0].target_id);
        for (const id of await repo.hiddenIds(type, ids)) hidden.set(`${type}:${id}`, true);
      }
      const items: ModerationItem[] = groups.map((g) => {
        const newest = g[0];
        return {
          targetType: newest.target_type,
          targetId: newest.target_id,
          targetLabel: newest.target_label,
          authorId: newest.author_id,
          hidden: hidden.get(`${newest.target_type}:${newest.target_id}`) ?? false,
          suspendedUntil: newest.author_id !== null ? (suspended.get(newest.author_id) ?? null) : null,
          latestAt: newest.created_at.toISOString(),
          reports: g.map((r) => ({ id: r.id, reason: r.reason, note: r.note, createdAt: r.created_at.toISOString(), snapshot: r.snapshot })),
        };
      });
      return { items, openCount: await repo.countOpen() };
    },

    /** The signed-in member's unread warnings (shown on every page until read). */
    async myWarnings(actor: Actor): Promise<MemberWarning[]> {
      assertSignedIn(actor);
      return (await repo.unreadWarnings(actor.id)).map((w) => ({ id: w.id, reason: w.reason, createdAt: w.created_at.toISOString() }));
    },

    async markWarningRead(actor: Actor, id: number): Promise<{ ok: true }> {
      assertSignedIn(actor);
      if (!(await repo.markWarningRead(actor.id, id))) throw notFound(WARNING_NOT_FOUND);
      return { ok: true };
    },

    async openCount(actor: Actor): Promise<{ open: number }> {
      assertMayModerate(actor);
      return { open: await repo.countOpen() };
    },

    async act(
      actor: Actor,
      input: { targetType: ReportTargetType; targetId: number; action: ModerationAction; reason: string; suspendDays?: number | null },
    ): Promise<ModerationResult> {
      assertMayModerate(actor);
      const me = actor as CurrentUser;
      return db.transaction(async (trx) => {
        const open = await repo.lockOpenReports(trx, input.targetType, input.targetId);
        if (!open.length) throw notFound(NO_OPEN_REPORTS);
        const newest = open.reduce((a, b) => (a.created_at > b.created_at ? a : b));
        const details: Record<string, unknown> = { reason: input.reason, reports: open.length, targetType: input.targetType };
        let message: string;
        if (input.action === 'hide') {
          if (input.targetType === 'member') throw badRequest(MEMBER_CANNOT_BE_HIDDEN, { action: MEMBER_CANNOT_BE_HIDDEN });
          await repo.hide(trx, input.targetType, input.targetId, me.id);
          message = `Hidden: ${newest.target_label} no longer shows anywhere on the site.`;
        } else if (input.action === 'warn' || input.action === 'suspend') {
          const memberId = newest.author_id;
          const member = memberId !== null ? await repo.memberForAction(trx, memberId) : undefined;
          if (!member) throw badRequest(NO_AUTHOR, { action: NO_AUTHOR });
          details.memberId = member.id;
          details.memberName = member.name;
          if (input.action === 'warn') {
            // The member sees it: an in-site notice until they say they read it, and a mail (both only if this commits),
            // whatever their choices: an account matter.
            const warningId = await repo.insertWarning(trx, member.id, input.reason);
            await notifier.tell(trx, 'moderation-warning', [{ userId: member.id, name: member.name, email: member.email, about: null, inSite: true, byMail: true }], () => ({
              key: `moderation-warning:${warningId}`,
              // `warning:<id>`: the key by which the member's 'I have read this' marks the notice read too.
              notice: { key: `warning:${warningId}`, title: WARNING_TITLE, body: warningBody(input.reason), link: '/community-guidelines' },
              mail: { ...moderationWarning({ name: member.name, reason: input.reason, origin: publicUrl }), key: `moderation-warning:${warningId}`, security: true },
            }));
            message = `${member.name} has been warned.`;
          } else {
            assertMaySuspend(me, member);
            const days = input.suspendDays ?? null;
            const until = await repo.suspend(trx, member.id, days, input.reason);
            // Their sessions (and calendar feed) end in this transaction: the suspension holds from the next request.
            details.sessionsEnded = await revokeSessions(trx, member.id);
            details.suspendedUntil = until ? until.toISOString() : 'for good';
            await mail.send(safetyMails.suspended(member, until, input.reason, publicUrl, String(Date.now())), { trx });
            message = until ? `${member.name} is suspended for ${days} day${days === 1 ? '' : 's'}.` : `${member.name} is suspended for good.`;
          }
        } else {
          message = 'The reports have been dismissed.';
        }
        await repo.closeReports(trx, open.map((r) => r.id), input.action, input.reason);
        await auditRepository.insert(trx, {
          actor: me,
          action: `moderation.${input.action}`,
          targetType: input.targetType === 'member' ? 'user' : input.targetType,
          targetId: input.targetId,
          targetLabel: newest.target_label,
          details: { ...details, action: MODERATION_ACTIONS[input.action] },
        });
        return { ok: true, closed: open.length, message };
      });
    },
  };
}
