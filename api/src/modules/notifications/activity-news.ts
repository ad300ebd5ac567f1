import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailOutbox, MailRequest } from '../mail/public';
import { createActivityRepository, type ActivityCore, buildCalendar } from '../activities/public';
import { createNotificationsRepository } from './repository';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';

/**
 * What members going to an activity are told (issue 17 §3, issue 22): its time or place changed, it was cancelled,
 * a place opened up for them, and reminders before it. Each notice is written in the transaction that made the
 * news (an in-site notice row, and a mail job through the queue), so there is no news without its change and no
 * change without its news; each is once per member and event (a dedupe key for the notice, an idempotency key for
 * the mail), and obeys the member's preferences for its kind.
 *
 * `mail` is the app's (or the worker's) mail service, handed down by whoever builds the service that makes the news.
 */

interface Recipient {
  user_id: number;
  name: string;
  email: string;
  activity_id: number;
  by_mail: boolean;
  in_site: boolean;
}

/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than formatting with it (the sweep writes thousands). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    formatters.set(timeZone, f);
  }
  return f;
};

/** When, on the activity's own clocks with the zone's short name: 'Tuesday, December 1, 2026 at 10:00 AM GMT'. */
export function whenText(a: Pick<ActivityCore, 'startDate' | 'timeZone'>): string {
  return formatterFor(a.timeZone).format(new Date(a.startDate));
}

const whereText = (a: ActivityCore): string =>
  a.isVirtual ? (a.meetingLink ? `Online: ${a.meetingLink}` : 'Online (the link is on the activity page)') : a.location ? `Place: ${a.location}` : 'Place: see the activity page';

const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

export function createActivityNews(db: Knex, mail: MailOutbox) {
  const activities = createActivityRepository(db);
  const notifications = createNotificationsRepository(db);
  const url = (id: number) => `${mail.publicUrl}/activities/${id}`;
  const ics = (a: ActivityCore) => ({ filename: 'activity.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: buildCalendar([a], { origin: mail.publicUrl }) });

  /** Members going to these activities, with their preferences for `kind` (no row: on). */
  async function going(q: Knex | Knex.Transaction, activityIds: number[], kind: string, userIds?: number[]): Promise<Recipient[]> {
    if (!activityIds.length) return [];
    const { rows } = (await q.raw(
      `select u.id as user_id, u.name, u.email, r.activity_id,
              coalesce(p.email, true) as by_mail, coalesce(p.in_site, true) as in_site
         from activity_attendees r
         join users u on u.id = r.user_id
         left join notification_preferences p on p.user_id = u.id and p.kind = ?
        where r.activity_id = any(?::int[]) and r.status = 'going' ${userIds ? 'and r.user_id = any(?::int[])' : ''}`,
      userIds ? [kind, activityIds, userIds] : [kind, activityIds],
    )) as { rows: Recipient[] };
    return rows;
  }

  async function tell(
    trx: Knex.Transaction,
    people: Recipient[],
    kind: string,
    make: (r: Recipient) => { dedupeKey: string; title: string; body: string; link: string; mail: Omit<MailRequest, 'key' | 'userId' | 'to' | 'kind'> },
  ): Promise<void> {
    for (const r of people) {
      const n = make(r);
      if (r.in_site) await notifications.add({ userId: r.user_id, kind, dedupeKey: n.dedupeKey, title: n.title, body: n.body, link: n.link }, trx);
      if (r.by_mail) await mail.send({ ...n.mail, key: `${n.dedupeKey}:${r.user_id}`, userId: r.user_id, to: r.email, kind }, { trx });
    }
  }

  return {
    /**
     * After an edit, inside its transaction: members going to a date whose time or place changed are told, with
     * the new details and an updated .ics. `before` are the dates as they were (read in the same transaction).
     */
    async changed(trx: Knex.Transaction, before: ActivityCore[]): Promise<void> {
      for (const old of before) {
        const now = await activities.findActivity(old.id, trx);
        if (!now) continue;
        const what: string[] = [];
        if (now.startDate !== old.startDate || now.endDate !== old.endDate) what.push(`It now starts ${whenText(now)} (it was ${whenText(old)}).`);
        if ((now.location ?? '') !== (old.location ?? '')) what.push(`It now takes place at ${now.location ?? 'a place given on the activity page'} (it was ${old.location ?? 'not given'}).`);
        if ((now.meetingLink ?? '') !== (old.meetingLink ?? '')) what.push('Its meeting link changed: use the new one on the activity page.');
        if (!what.length) continue;
        const version = shortHash(`${now.startDate}|${now.endDate}|${now.location}|${now.meetingLink}`);
        await tell(trx, await going(trx, [now.id], 'activity-change'), 'activity-change', (r) => ({
          dedupeKey: `activity-changed:${now.id}:${version}`,
          title: `${now.title} has changed`,
          body: what.join(' '),
          link: `/activities/${now.id}`,
          mail: {
            content: {
              subject: `Changed: ${now.title}`,
              greeting: `Hello ${r.name},`,
              paragraphs: [`${now.title}, which you are going to, has changed.`, ...what, whereText(now), 'The attached calendar file updates the event in your calendar.'],
              action: { label: 'See the activity', url: url(now.id) },
              reason: 'You are receiving this because you said you are going to this activity.',
            },
            attachments: [ics(now)],
          },
        }));
      }
    },

    /** Before cancelled dates are deleted, inside that transaction: members going to them are told. */
    async cancelled(trx: Knex.Transaction, activityIds: number[]): Promise<void> {
      for (const id of activityIds) {
        const a = await activities.findActivity(id, trx);
        if (!a) continue;
        const host = a.groupName ?? a.communityName ?? 'its organisers';
        await tell(trx, await going(trx, [id], 'activity-change'), 'activity-change', (r) => ({
          dedupeKey: `activity-cancelled:${id}`,
          title: `${a.title} is cancelled`,
          body: `${a.title} on ${whenText(a)} will not take place. ${host} cancelled it.`,
          link: a.groupId != null ? `/groups/${a.groupId}` : `/communities/${a.communityId}`,
          mail: {
            content: {
              subject: `Cancelled: ${a.title}`,
              greeting: `Hello ${r.name},`,
              paragraphs: [`${a.title} on ${whenText(a)}, which you were going to, will not take place: ${host} cancelled it.`, 'You do not need to do anything. You may want to remove it from your calendar.'],
              action: { label: a.groupId != null ? 'See the group' : 'See the community', url: `${mail.publicUrl}${a.groupId != null ? `/groups/${a.groupId}` : `/communities/${a.communityId}`}` },
              reason: 'You are receiving this because you said you were going to this activity.',
            },
          },
        }));
      }
    },

    /**
     * In the answering transaction, when a member joins an activity's waitlist (issue 17 §3): a notice and a mail
     * with their place in the queue, once per join (`queueNo`: joining again after leaving is a new join).
     */
    async joinedWaitlist(trx: Knex.Transaction, activityId: number, userId: number, position: number, queueNo: number): Promise<void> {
      const a = await activities.findActivity(activityId, trx);
      if (!a) return;
      const { rows } = (await trx.raw(
        `select u.id as user_id, u.name, u.email, ?::int as activity_id, coalesce(p.email, true) as by_mail, coalesce(p.in_site, true) as in_site
           from users u left join notification_preferences p on p.user_id = u.id and p.kind = 'waitlist'
          where u.id = ?`,
        [activityId, userId],
      )) as { rows: Recipient[] };
      const place = `You are number ${position} on the waitlist for ${a.title} on ${whenText(a)}.`;
      await tell(trx, rows, 'waitlist', (r) => ({
        dedupeKey: `waitlist-joined:${activityId}:${queueNo}`,
        title: `You are number ${position} on the waitlist: ${a.title}`,
        body: `${place} We will tell you at once if a place opens up for you.`,
        link: `/activities/${activityId}`,
        mail: {
          content: {
            subject: `You are on the waitlist: ${a.title}`,
            greeting: `Hello ${r.name},`,
            paragraphs: [
              `${a.title} is full, so you have joined its waitlist.`,
              place,
              'If a place opens up, it is yours at once: we will email you and you will be going. If you cannot come after all, please take your name off the waitlist on the activity page.',
            ],
            action: { label: 'See the activity', url: url(activityId) },
            reason: 'You are receiving this because you joined the waitlist of this activity. You can turn waitlist news off in Settings → Notifications.',
          },
        },
      }));
    },

    /**
     * A new activity (or a new series: told once, for its first date) in a group: its other members hear at once, by
     * mail and in the site, as their 'group-activity' preferences say; once per member and activity. Notices and
     * mails are written in batches in `trx`, the transaction that creates the activity. Answers how many members
     * were told.
     */
    async newInGroup(trx: Knex.Transaction, groupId: number, activityId: number, creatorId: number): Promise<number> {
      const a = await activities.findActivity(activityId, trx);
      if (!a) return 0;
      const { rows } = (await trx.raw(
        // A member who chose the daily digest gets the news in it, not in a mail of its own (the notice stays).
        `select u.id as user_id, u.name, u.email, ?::int as activity_id, coalesce(p.email, true)
                and not exists (select 1 from notification_preferences d where d.user_id = u.id and d.kind = 'group-digest' and d.email) as by_mail,
                coalesce(p.in_site, true) as in_site
           from group_members gm
           join users u on u.id = gm.user_id
           left join notification_preferences p on p.user_id = u.id and p.kind = 'group-activity'
          where gm.group_id = ? and gm.user_id <> ?`,
        [activityId, groupId, creatorId],
      )) as { rows: Recipient[] };
      const group = a.groupName ?? 'your group';
      const repeats = a.repeat ? ' It repeats: see the activity page for its dates.' : '';
      const dedupeKey = `group-activity:${activityId}`;
      await notifications.addMany(
        rows.filter((r) => r.in_site).map((r) => ({ userId: r.user_id, kind: 'group-activity', dedupeKey, title: `New in ${group}: ${a.title}`, body: `${whenText(a)}. ${whereText(a)}${repeats}`, link: `/activities/${activityId}` })),
        trx,
      );
      await mail.sendMany(
        rows.filter((r) => r.by_mail).map((r) => ({
          key: `${dedupeKey}:${r.user_id}`,
          userId: r.user_id,
          to: r.email,
          kind: 'group-activity',
          content: {
            subject: `New in ${group}: ${a.title}`,
            greeting: `Hello ${r.name},`,
            paragraphs: [`${group} has a new activity: ${a.title}.`, `When: ${whenText(a)}.${repeats}`, whereText(a), 'If you would like to come, say so on the activity page.'],
            action: { label: 'See the activity', url: url(activityId) },
            reason: `You are receiving this because you belong to ${group}. You can turn these emails off in Settings → Notifications.`,
          },
        })),
        { trx },
      );
      return rows.length;
    },

    /**
     * The daily digest of new activities in members' groups, for members who chose it (the 'group-digest' kind, off
     * by default): at most once a day (`reminder_sweeps` row 'group-digest', locked, so one process sends it), one
     * mail per member listing what their groups added since the last digest. Answers how many mails were queued.
     */
    async sendGroupDigests(now = new Date()): Promise<number> {
      return db.transaction(async (trx) => {
        await trx('reminder_sweeps').insert({ name: 'group-digest', swept_until: now }).onConflict('name').ignore();
        const row = (await trx('reminder_sweeps').where({ name: 'group-digest' }).forUpdate().first('swept_until')) as { swept_until: Date };
        const from = new Date(row.swept_until);
        if (now.getTime() - from.getTime() < 24 * 60 * 60_000) return 0;
        const { rows } = (await trx.raw(
          `select u.id as user_id, u.name, u.email, a.id as activity_id
             from notification_preferences d
             join users u on u.id = d.user_id
             join group_members gm on gm.user_id = u.id
             join activities a on a.group_id = gm.group_id and a.created_at > ? and a.created_at <= ? and a.hidden_at is null
                               and a.start_date > ? and (a.series_id is null or a.occurrence_start = (select min(x.occurrence_start) from activities x where x.series_id = a.series_id))
            where d.kind = 'group-digest' and d.email and coalesce(a.created_by, 0) <> u.id
            order by u.id, a.start_date`,
          [from, now, now],
        )) as { rows: Array<{ user_id: number; name: string; email: string; activity_id: number }> };
        const byId = new Map((await activities.findActivities([...new Set(rows.map((r) => r.activity_id))], trx)).map((a) => [a.id, a]));
        const perMember = new Map<number, { name: string; email: string; lines: string[] }>();
        for (const r of rows) {
          const a = byId.get(r.activity_id);
          if (!a) continue;
          const m = perMember.get(r.user_id) ?? { name: r.name, email: r.email, lines: [] };
          m.lines.push(`${a.title} (${a.groupName ?? 'your group'}): ${whenText(a)}. ${url(a.id)}`);
          perMember.set(r.user_id, m);
        }
        await mail.sendMany(
          [...perMember].map(([userId, m]) => ({
            key: `group-digest:${userId}:${now.toISOString().slice(0, 10)}`,
            userId,
            to: m.email,
            kind: 'group-digest',
            content: {
              subject: `New in your groups: ${m.lines.length} ${m.lines.length === 1 ? 'activity' : 'activities'}`,
              greeting: `Hello ${m.name},`,
              paragraphs: [`Your groups added ${m.lines.length === 1 ? 'a new activity' : 'new activities'} since yesterday:`, ...m.lines, 'Open one to say whether you are coming.'],
              action: { label: 'See your groups', url: `${mail.publicUrl}/groups` },
              reason: 'You are receiving this daily email because you chose a digest of new activities in your groups. You can change that in Settings → Notifications.',
            },
          })),
          { trx },
        );
        await trx('reminder_sweeps').where({ name: 'group-digest' }).update({ swept_until: now });
        return perMember.size;
      });
    },

    /** In the promoting transaction: 'A place opened up for you' by mail (the in-site notice is written by the RSVP repository). */
    async promoted(trx: Knex.Transaction, activityId: number, userIds: number[]): Promise<void> {
      if (!userIds.length) return;
      const a = await activities.findActivity(activityId, trx);
      if (!a) return;
      const people = (await going(trx, [activityId], 'waitlist', userIds)).map((r) => ({ ...r, in_site: false }));
      await tell(trx, people, 'waitlist', (r) => ({
        dedupeKey: `waitlist-promoted:${activityId}`,
        title: '',
        body: '',
        link: '',
        mail: {
          content: {
            subject: `A place opened up for you: ${a.title}`,
            greeting: `Hello ${r.name},`,
            paragraphs: [`Good news: a place opened up, and you are now going to ${a.title}.`, `When: ${whenText(a)}.`, whereText(a), 'If you cannot come after all, please change your answer so the next person on the waitlist gets the place.'],
            action: { label: 'See the activity', url: url(a.id) },
            reason: 'You are receiving this because you joined the waitlist of this activity.',
          },
          attachments: [ics(a)],
        },
      }));
    },

    /**
     * Reminders `label` (e.g. '24h') before activities: the members going to activities starting in the slice of
     * time not swept yet, up to now + `aheadMs`. The slice's bounds are kept in `reminder_sweeps` (row locked, so
     * two workers never sweep the same slice); the first sweep starts at now + ahead - `firstSliceMs`. Batched: one
     * read of the slice's activities (the start-time index), one of the members going to them, then the notices
     * and the mail jobs in a statement per thousand (`pnpm bench:notify` times an hour of them). Answers how many
     * members were reminded.
     */
    async sweepReminders(label: string, aheadMs: number, now = new Date(), firstSliceMs = 10 * 60_000): Promise<number> {
      return db.transaction(async (trx) => {
        const to = new Date(now.getTime() + aheadMs);
        await trx('reminder_sweeps').insert({ name: label, swept_until: new Date(to.getTime() - firstSliceMs) }).onConflict('name').ignore();
        const row = (await trx('reminder_sweeps').where({ name: label }).forUpdate().first('swept_until')) as { swept_until: Date };
        const from = new Date(row.swept_until);
        if (from >= to) return 0;
        const ids = ((await trx('activities').where('start_date', '>', from).andWhere('start_date', '<=', to).whereNull('hidden_at').select('id')) as Array<{ id: number }>).map((r) => r.id);
        const byId = new Map((await activities.findActivities(ids, trx)).map((a) => [a.id, a]));
        const people = await going(trx, [...byId.keys()], 'activity-reminder');
        const soon = label === '2h' ? 'in two hours' : 'tomorrow';
        const calendars = new Map<number, ReturnType<typeof ics>>();
        const notices: Parameters<typeof notifications.addMany>[0] = [];
        const mails: MailRequest[] = [];
        for (const r of people) {
          const a = byId.get(r.activity_id)!;
          const dedupeKey = `reminder-${label}:${a.id}`;
          if (r.in_site) notices.push({ userId: r.user_id, kind: 'activity-reminder', dedupeKey, title: `Reminder: ${a.title} is ${soon}`, body: `${whenText(a)}. ${whereText(a)}`, link: `/activities/${a.id}` });
          if (!r.by_mail) continue;
          if (!calendars.has(a.id)) calendars.set(a.id, ics(a));
          mails.push({
            key: `${dedupeKey}:${r.user_id}`,
            userId: r.user_id,
            to: r.email,
            kind: 'activity-reminder',
            content: {
              subject: `Reminder: ${a.title} is ${soon}`,
              greeting: `Hello ${r.name},`,
              paragraphs: [`A reminder that you are going to ${a.title}.`, `When: ${whenText(a)}.`, whereText(a), 'If you cannot come after all, please change your answer so someone else can take your place.'],
              action: { label: 'See the activity', url: url(a.id) },
              reason: 'You are receiving this because you said you are going to this activity. You can turn reminders off in Settings → Notifications.',
            },
            attachments: [calendars.get(a.id)!],
          });
        }
        await notifications.addMany(notices, trx);
        await mail.sendMany(mails, { trx });
        await trx('reminder_sweeps').where({ name: label }).update({ swept_until: to });
        return people.length;
      });
    },
  };
}
export type ActivityNews = ReturnType<typeof createActivityNews>;

/** The reminder windows: a day and two hours before the start. */
export const REMINDER_WINDOWS = [
  { label: '24h', aheadMs: 24 * 60 * 60_000 },
  { label: '2h', aheadMs: 2 * 60 * 60_000 },
] as const;

/** Sweeps the reminder windows every `everyMs` (where the job workers run); answers a stop function. */
export function scheduleReminders(news: ActivityNews, logger: PeriodicLogger, everyMs = 60_000): () => void {
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
