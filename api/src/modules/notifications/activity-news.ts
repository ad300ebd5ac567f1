import type { Knex } from 'knex';
import { buildCalendar, type ActivityCore, type ActivityFacts, type createActivityRepository } from '../activities/public';
import { shortHash, type Notifier } from './notify';
import { createActivitySweeps } from './activity-sweeps';
import { activityPath, hostPath } from './templates/activity';
import { activityChanged } from './templates/activity-changed';
import { activityCancelled } from './templates/activity-cancelled';
import { waitlistJoined } from './templates/waitlist-joined';
import { waitlistPromoted } from './templates/waitlist-promoted';
import { groupActivity } from './templates/group-activity';

export { REMINDER_WINDOWS, scheduleReminders } from './activity-sweeps';

/**
 * What members are told of activities (issue 17 §3, issue 22): its time or place changed, it was cancelled, a place
 * opened up for them, they joined its waitlist, it is new in their group, and reminders before it. The activities
 * module reports each fact (its `ActivityFacts`, wired to this object in src/compose.ts) inside the transaction that
 * made it; the notifier (`notify.ts`) writes the notice and queues the mail in that transaction, once per member and
 * event, as the member's preferences for the kind say. Texts: `templates/<kind>.ts`.
 *
 * Built once by the composition root, with the notifier and the activities' repository.
 */
export function createActivityNews(deps: { notifier: Notifier; activities: ReturnType<typeof createActivityRepository> }) {
  const { notifier, activities } = deps;
  const { news, tell, origin } = notifier;
  /** The activity's .ics, attached to the mails that put it in (or update it in) a calendar. */
  const calendar = (a: ActivityCore) => ({ filename: 'activity.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: buildCalendar([a], { origin }) });

  const facts = {
    /**
     * An activity moved (after an edit, inside its transaction): members going to a date whose time or place
     * changed are told, with the new details and an updated .ics. `before` are the dates as they were (read in
     * the same transaction).
     */
    async moved(trx: Knex.Transaction, before: ActivityCore[]): Promise<void> {
      for (const old of before) {
        const now = await activities.findActivity(old.id, trx);
        if (!now) continue;
        const changes = {
          time: now.startDate !== old.startDate || now.endDate !== old.endDate,
          place: (now.location ?? '') !== (old.location ?? ''),
          link: (now.meetingLink ?? '') !== (old.meetingLink ?? ''),
        };
        if (!changes.time && !changes.place && !changes.link) continue;
        const key = `activity-changed:${now.id}:${shortHash(`${now.startDate}|${now.endDate}|${now.location}|${now.meetingLink}`)}`;
        await tell(trx, 'activity-change', await news.recipients(trx, 'activity-change', news.going(trx, [now.id])), (r) => {
          const t = activityChanged({ now, before: old, changes, name: r.name, origin });
          return { key, notice: { ...t.notice, link: activityPath(now) }, mail: { ...t.mail, attachments: [calendar(now)] } };
        });
      }
    },

    /** Activities cancelled (before the dates are deleted, inside that transaction): members going to them are told. */
    async cancelled(trx: Knex.Transaction, activityIds: number[], message: string | null = null): Promise<void> {
      for (const id of activityIds) {
        const a = await activities.findActivity(id, trx);
        if (!a) continue;
        await tell(trx, 'activity-change', await news.recipients(trx, 'activity-change', news.going(trx, [id])), (r) => {
          const t = activityCancelled({ activity: a, name: r.name, origin, message });
          return { key: `activity-cancelled:${id}`, notice: { ...t.notice, link: hostPath(a) }, mail: t.mail };
        });
      }
    },

    /**
     * A member joined an activity's waitlist (in the answering transaction, issue 17 §3): a notice and a mail with
     * their place in the queue, once per join (`queueNo`: joining again after leaving is a new join).
     */
    async joinedWaitlist(trx: Knex.Transaction, activityId: number, userId: number, position: number, queueNo: number, guests = 0): Promise<void> {
      const a = await activities.findActivity(activityId, trx);
      if (!a) return;
      await tell(trx, 'waitlist', await news.recipients(trx, 'waitlist', news.member(trx, userId, activityId)), (r) => {
        const t = waitlistJoined({ activity: a, position, name: r.name, origin, guests });
        return { key: `waitlist-joined:${activityId}:${queueNo}`, notice: { ...t.notice, link: activityPath(a) }, mail: t.mail };
      });
    },

    /**
     * Members moved up from the waitlist (in the promoting transaction: no promotion without its news, no news
     * without its promotion): 'A place opened up for you', in the site and by mail with the .ics; once per
     * (member, activity).
     */
    async promotedFromWaitlist(trx: Knex.Transaction, activityId: number, userIds: number[], guestsOf: ReadonlyMap<number, number> = new Map()): Promise<void> {
      if (!userIds.length) return;
      const a = await activities.findActivity(activityId, trx);
      if (!a) return;
      const key = `waitlist-promoted:${activityId}`;
      await tell(trx, 'waitlist', await news.recipients(trx, 'waitlist', news.going(trx, [activityId], userIds)), (r) => {
        const t = waitlistPromoted({ activity: a, name: r.name, origin, guests: r.userId == null ? 0 : (guestsOf.get(r.userId) ?? 0) });
        return { key, notice: { ...t.notice, link: activityPath(a), key: `${key}:${r.userId}` }, mail: { ...t.mail, attachments: [calendar(a)] } };
      });
    },

    /**
     * A new activity in a group (a new series: told once, for its first date): its other members hear at once, by
     * mail and in the site, as their 'group-activity' preferences say; a member who chose the daily digest gets no
     * mail of its own (the notice stays). Once per member and activity, in batches in `trx`, the transaction that
     * creates the activity. Answers how many members were told.
     */
    async createdInGroup(trx: Knex.Transaction, groupId: number, activityId: number, creatorId: number): Promise<number> {
      const a = await activities.findActivity(activityId, trx);
      if (!a) return 0;
      const people = await news.recipients(trx, 'group-activity', news.groupMembersBut(trx, groupId, creatorId, activityId), { unlessDigest: 'group-digest' });
      await tell(trx, 'group-activity', people, (r) => {
        const t = groupActivity({ activity: a, name: r.name, origin });
        return { key: `group-activity:${activityId}`, notice: { ...t.notice, link: activityPath(a) }, mail: t.mail };
      });
      return people.length;
    },
  } satisfies ActivityFacts;

  return { ...facts, ...createActivitySweeps({ notifier, activities, origin, calendar }) };
}
export type ActivityNews = ReturnType<typeof createActivityNews>;
