import type { ActivityCore, createActivityRepository } from '../activities/public';
import type { MailRequest } from '../mail/public';
import type { Notifier } from './notify';
import type { Recipient } from './news-repository';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';
import { activityPath } from './templates/activity';
import { activityReminder } from './templates/activity-reminder';
import { groupDigest } from './templates/group-digest';

/** The reminder windows: a day and two hours before the start. */
export const REMINDER_WINDOWS = [
  { label: '24h', aheadMs: 24 * 60 * 60_000 },
  { label: '2h', aheadMs: 2 * 60 * 60_000 },
] as const;

const DAY_MS = 24 * 60 * 60_000;

/** The activities' timed news: reminders before them and the daily digest of new ones, each on the notifier's one watermark. */
export function createActivitySweeps(ctx: { notifier: Notifier; activities: ReturnType<typeof createActivityRepository>; origin: string; calendar: (a: ActivityCore) => NonNullable<MailRequest['attachments']>[number] }) {
  const { notifier, activities, origin, calendar } = ctx;
  const { news, tell, sweep } = notifier;

  return {
    /**
     * Reminders `label` (e.g. '24h') before activities: the members going to activities starting in the slice of
     * time not swept yet, up to now + `aheadMs` (the first sweep starts at now + ahead - `firstSliceMs`). Batched:
     * one read of the slice's activities (the start-time index), one of the members going to them, then the
     * notices and the mail jobs in a statement per thousand (`pnpm bench:notify` times an hour of them). Answers
     * how many members were reminded.
     */
    async sweepReminders(label: string, aheadMs: number, now = new Date(), firstSliceMs = 10 * 60_000): Promise<number> {
      const until = new Date(now.getTime() + aheadMs);
      return sweep(label, { until, first: new Date(until.getTime() - firstSliceMs) }, async (trx, from) => {
        const byId = new Map((await activities.findActivities(await news.activitiesStarting(trx, from, until), trx)).map((a) => [a.id, a]));
        const people = byId.size ? await news.recipients(trx, 'activity-reminder', news.going(trx, [...byId.keys()])) : [];
        const calendars = new Map<number, ReturnType<typeof calendar>>();
        const guests = people.length ? await news.guestsGoing(trx, [...byId.keys()]) : new Map<string, number>();
        await tell(trx, 'activity-reminder', people, (r) => {
          const a = byId.get(r.about!)!;
          if (r.byMail && !calendars.has(a.id)) calendars.set(a.id, calendar(a));
          const t = activityReminder({ activity: a, window: label, name: r.name, origin, guests: guests.get(`${a.id}:${r.userId}`) ?? 0 });
          return { key: `reminder-${label}:${a.id}`, notice: { ...t.notice, link: activityPath(a) }, mail: { ...t.mail, attachments: [calendars.get(a.id)!] } };
        });
        // A copy for each helper she allowed to get one (issue 34), by mail, saying whose reminder it is.
        const reminded = people.filter((r) => r.userId != null);
        const copies = await news.reminderCopies(trx, [...new Set(reminded.map((r) => r.userId!))]);
        if (copies.length) {
          const helpersOf = new Map<number, typeof copies>();
          for (const c of copies) helpersOf.set(c.memberId, [...(helpersOf.get(c.memberId) ?? []), c]);
          const copyTo: Array<Recipient & { of: string; ofId: number }> = reminded.flatMap((r) =>
            (helpersOf.get(r.userId!) ?? []).map((c) => ({ userId: c.helperId, name: c.helperName, email: c.helperEmail, about: r.about, byMail: true, inSite: false, of: c.memberName, ofId: c.memberId })));
          await tell(trx, 'activity-reminder', copyTo, (r) => {
            const a = byId.get(r.about!)!;
            const { of, ofId } = r as Recipient & { of: string; ofId: number };
            const t = activityReminder({ activity: a, window: label, name: r.name, origin });
            return {
              key: `reminder-${label}:${a.id}:for-${ofId}`,
              mail: { ...t.mail, subject: `For ${of}: ${t.mail.subject}`, paragraphs: [`You are getting a copy of ${of}'s reminder because you are her helper on Afterwork.`, ...t.mail.paragraphs] },
            };
          });
        }
        return people.length;
      });
    },

    /**
     * The daily digest of new activities in members' groups, for members who chose it (the 'group-digest' kind, off
     * by default): at most once a day (the sweep 'group-digest'), one mail per member listing what their groups
     * added since the last digest. Answers how many mails were queued.
     */
    async sendGroupDigests(now = new Date()): Promise<number> {
      return sweep('group-digest', { until: now, first: now, everyMs: DAY_MS }, async (trx, from) => {
        const rows = await news.digestRows(trx, from, now);
        const byId = new Map((await activities.findActivities([...new Set(rows.map((r) => r.activityId))], trx)).map((a) => [a.id, a]));
        const perMember = new Map<number, { name: string; email: string; activities: ActivityCore[] }>();
        for (const r of rows) {
          const a = byId.get(r.activityId);
          if (!a) continue;
          const m = perMember.get(r.userId) ?? { name: r.name, email: r.email, activities: [] };
          m.activities.push(a);
          perMember.set(r.userId, m);
        }
        const day = now.toISOString().slice(0, 10);
        const people = [...perMember].map(([userId, m]) => ({ userId, name: m.name, email: m.email, about: null, byMail: true, inSite: false }));
        await tell(trx, 'group-digest', people, (r) => {
          const t = groupDigest({ activities: perMember.get(r.userId!)!.activities, name: r.name, origin });
          return { key: 'group-digest', mail: { ...t.mail, key: `group-digest:${r.userId}:${day}` } };
        });
        return perMember.size;
      });
    },
  };
}

/** Sweeps the reminder windows and the digest every `everyMs` (where the job workers run); answers a stop function. */
export function scheduleReminders(news: { sweepReminders(label: string, aheadMs: number): Promise<number>; sendGroupDigests(): Promise<number> }, logger: PeriodicLogger, everyMs = 60_000): () => void {
  return runPeriodically(
    'reminders',
    async () => {
      for (const w of REMINDER_WINDOWS) await news.sweepReminders(w.label, w.aheadMs);
      await news.sendGroupDigests();
    },
    logger,
    everyMs,
  );
}
