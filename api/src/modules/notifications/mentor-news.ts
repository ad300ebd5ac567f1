import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailOutbox, MailRequest } from '../mail/public';
import { buildEventCalendar, type IcsEvent } from '../activities/public';
import { whenText } from './activity-news';
import { createNotificationsRepository } from './repository';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';

/**
 * What mentor sessions tell people (issue 17 §3 "Mentor sessions", issue 22 changes): a member who reserves a spot
 * gets a confirmation with the session's .ics, and a reminder the day before; members holding a spot are told when
 * the session's time changes (with the updated .ics) or it is cancelled; the mentor is told of each new mentorship
 * request. Like activity news, each is written in the transaction that made the news (the in-site notice row and the
 * mail job), once per member and event (notice dedupe key, mail idempotency key `<event>:<member>`), as the member's
 * preferences for `mentor-session` and `mentor-reminder` say.
 *
 * Mentors have no accounts (site admins plan their sessions): the request mail goes to the mentor's contact address,
 * with no in-site notice and no member preference to obey.
 */

export const MENTOR_SESSION_KIND = 'mentor-session';
export const MENTOR_REMINDER_KIND = 'mentor-reminder';
/** The mentor's own mail about new requests (a contact address, not a member). */
export const MENTOR_REQUEST_KIND = 'mentor-request';

/** A session with its mentor, as the news needs it. */
export interface SessionNews {
  id: number;
  mentorId: number;
  mentorName: string;
  mentorEmail: string;
  title: string;
  description: string | null;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
}

interface Holder {
  user_id: number;
  name: string;
  email: string;
  by_mail: boolean;
  in_site: boolean;
}

/** The session as a calendar event: the same event the mentor's page offers for download. */
export function mentorSessionEvent(s: SessionNews, origin: string): IcsEvent {
  const url = `${origin}/mentors/${s.mentorId}`;
  return {
    uid: `afterwork-mentor-session-${s.id}@afterwork`,
    start: s.startsAt,
    end: new Date(s.startsAt.getTime() + s.durationMinutes * 60_000),
    timeZone: s.timeZone,
    title: `${s.title} with ${s.mentorName}`,
    description: [s.description, `A mentor session with ${s.mentorName} on Afterwork.`, `Details: ${url}`].filter(Boolean).join('\n'),
    location: 'Online, with your mentor',
    url,
  };
}

const when = (s: Pick<SessionNews, 'startsAt' | 'timeZone'>) => whenText({ startDate: s.startsAt.toISOString(), timeZone: s.timeZone });
const minutes = (n: number) => `${n} minutes`;
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

export function createMentorNews(db: Knex, mail: MailOutbox) {
  const notifications = createNotificationsRepository(db);
  const page = (s: SessionNews) => `${mail.publicUrl}/mentors/${s.mentorId}`;
  const ics = (s: SessionNews) => ({
    filename: 'mentor-session.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildEventCalendar([mentorSessionEvent(s, mail.publicUrl)]),
  });

  /** A session and its mentor (undefined when gone), read on `q` (the caller's transaction). */
  async function session(q: Knex, sessionId: number): Promise<SessionNews | undefined> {
    const row = (await q('mentor_sessions as s')
      .join('mentors as m', 'm.id', 's.mentor_id')
      .where('s.id', sessionId)
      .first(
        's.id', 's.mentor_id as mentorId', 'm.name as mentorName', 'm.contact_email as mentorEmail', 's.title', 's.description',
        's.starts_at as startsAt', 's.duration_minutes as durationMinutes', 's.time_zone as timeZone',
      )) as (Omit<SessionNews, 'startsAt'> & { startsAt: Date | string }) | undefined;
    return row ? { ...row, startsAt: new Date(row.startsAt) } : undefined;
  }

  /** Members holding a spot on the session (or only `userIds` of them), with their preferences for `kind` (no row: on). */
  async function holders(q: Knex, sessionId: number, kind: string, userIds?: number[]): Promise<Holder[]> {
    const { rows } = (await q.raw(
      `select u.id as user_id, u.name, u.email, coalesce(p.email, true) as by_mail, coalesce(p.in_site, true) as in_site
         from mentor_session_reservations r
         join users u on u.id = r.user_id
         left join notification_preferences p on p.user_id = u.id and p.kind = ?
        where r.session_id = ? ${userIds ? 'and r.user_id = any(?::int[])' : ''}
        order by r.id`,
      userIds ? [kind, sessionId, userIds] : [kind, sessionId],
    )) as { rows: Holder[] };
    return rows;
  }

  async function tell(
    trx: Knex.Transaction,
    people: Holder[],
    kind: string,
    make: (h: Holder) => { dedupeKey: string; title: string; body: string; link: string; mail: Omit<MailRequest, 'key' | 'userId' | 'to' | 'kind'> },
  ): Promise<void> {
    for (const h of people) {
      const n = make(h);
      if (h.in_site) await notifications.add({ userId: h.user_id, kind, dedupeKey: n.dedupeKey, title: n.title, body: n.body, link: n.link }, trx);
      if (h.by_mail) await mail.send({ ...n.mail, key: `${n.dedupeKey}:${h.user_id}`, userId: h.user_id, to: h.email, kind }, { trx });
    }
  }

  return {
    session,

    /** In the reserving transaction: 'Your place is booked', with the session's .ics. One per reservation. */
    async reserved(trx: Knex.Transaction, sessionId: number, userId: number): Promise<void> {
      const s = await session(trx, sessionId);
      if (!s) return;
      const reservation = (await trx('mentor_session_reservations').where({ session_id: sessionId, user_id: userId }).first('id')) as { id: number } | undefined;
      if (!reservation) return;
      await tell(trx, await holders(trx, sessionId, MENTOR_SESSION_KIND, [userId]), MENTOR_SESSION_KIND, (h) => ({
        dedupeKey: `mentor-reserved:${reservation.id}`,
        title: `Your place is booked: ${s.title}`,
        body: `${s.title} with ${s.mentorName}, ${when(s)} (${minutes(s.durationMinutes)}, online).`,
        link: `/mentors/${s.mentorId}`,
        mail: {
          content: {
            subject: `Booked: ${s.title} with ${s.mentorName}`,
            greeting: `Hello ${h.name},`,
            paragraphs: [
              `Your place in ${s.title} with ${s.mentorName} is booked.`,
              `When: ${when(s)}, for ${minutes(s.durationMinutes)}.`,
              'Where: online, with your mentor. The details are on the mentor\'s page.',
              'The attached calendar file adds the session to your calendar. We will remind you the day before.',
              'If you cannot come after all, please cancel your place on the mentor\'s page so someone else can take it.',
            ],
            action: { label: 'See the session', url: page(s) },
            reason: 'You are receiving this because you reserved a place in this mentor session. You can turn these emails off in Settings → Notifications.',
          },
          attachments: [ics(s)],
        },
      }));
    },

    /**
     * In the changing transaction: members holding a spot hear of a new time (start, length or time zone), with the
     * updated .ics. `before` is the session as it was, read in the same transaction. A change of title or
     * description alone tells nobody.
     */
    async changed(trx: Knex.Transaction, before: SessionNews): Promise<void> {
      const now = await session(trx, before.id);
      if (!now) return;
      const sameTime = now.startsAt.getTime() === before.startsAt.getTime() && now.durationMinutes === before.durationMinutes && now.timeZone === before.timeZone;
      if (sameTime) return;
      const version = shortHash(`${now.startsAt.toISOString()}|${now.durationMinutes}|${now.timeZone}`);
      const what = `It now starts ${when(now)} and lasts ${minutes(now.durationMinutes)} (it was ${when(before)}, ${minutes(before.durationMinutes)}).`;
      await tell(trx, await holders(trx, now.id, MENTOR_SESSION_KIND), MENTOR_SESSION_KIND, (h) => ({
        dedupeKey: `mentor-changed:${now.id}:${version}`,
        title: `${now.title} has a new time`,
        body: what,
        link: `/mentors/${now.mentorId}`,
        mail: {
          content: {
            subject: `New time: ${now.title} with ${now.mentorName}`,
            greeting: `Hello ${h.name},`,
            paragraphs: [`${now.title} with ${now.mentorName}, which you reserved, has a new time.`, what, 'Your place is kept. The attached calendar file updates the session in your calendar.', 'If the new time does not suit you, please cancel your place on the mentor\'s page so someone else can take it.'],
            action: { label: 'See the session', url: page(now) },
            reason: 'You are receiving this because you reserved a place in this mentor session. You can turn these emails off in Settings → Notifications.',
          },
          attachments: [ics(now)],
        },
      }));
    },

    /** Before a cancelled session is deleted, in that transaction: members holding a spot are told. */
    async cancelled(trx: Knex.Transaction, sessionId: number): Promise<void> {
      const s = await session(trx, sessionId);
      if (!s) return;
      await tell(trx, await holders(trx, sessionId, MENTOR_SESSION_KIND), MENTOR_SESSION_KIND, (h) => ({
        dedupeKey: `mentor-cancelled:${s.id}`,
        title: `${s.title} is cancelled`,
        body: `${s.title} with ${s.mentorName} on ${when(s)} will not take place.`,
        link: `/mentors/${s.mentorId}`,
        mail: {
          content: {
            subject: `Cancelled: ${s.title} with ${s.mentorName}`,
            greeting: `Hello ${h.name},`,
            paragraphs: [
              `${s.title} with ${s.mentorName} on ${when(s)}, which you reserved, will not take place: it has been cancelled.`,
              'You do not need to do anything. You may want to remove it from your calendar, and look at the mentor\'s other sessions.',
            ],
            action: { label: 'See the mentor\'s sessions', url: page(s) },
            reason: 'You are receiving this because you reserved a place in this mentor session. You can turn these emails off in Settings → Notifications.',
          },
        },
      }));
    },

    /**
     * A new mentorship request: the mentor hears at their contact address (mentors have no accounts, so no notice
     * and no preference). Once per request; in `trx` when given.
     */
    async requested(request: { id: number; mentorId: number; userId: number; message: string | null }, trx?: Knex.Transaction): Promise<void> {
      const q = trx ?? db;
      const mentor = (await q('mentors').where({ id: request.mentorId }).first('id', 'name', 'contact_email')) as { id: number; name: string; contact_email: string } | undefined;
      const member = (await q('users').where({ id: request.userId }).first('name', 'username')) as { name: string; username: string } | undefined;
      if (!mentor?.contact_email || !member) return;
      await mail.send(
        {
          key: `mentor-request:${request.id}`,
          userId: null,
          to: mentor.contact_email,
          kind: MENTOR_REQUEST_KIND,
          content: {
            subject: `New mentorship request from ${member.name}`,
            greeting: `Hello ${mentor.name},`,
            paragraphs: [
              `${member.name} asked you for mentorship on Afterwork.`,
              request.message ? `Their message: “${request.message}”` : 'They did not add a message.',
              'The Afterwork team will put you in touch; you can also see your page on the site.',
            ],
            action: { label: 'See your mentor page', url: `${mail.publicUrl}/mentors/${mentor.id}` },
            reason: 'You are receiving this because you are a mentor on Afterwork and a member asked you for mentorship.',
          },
        },
        trx ? { trx } : {},
      );
    },

    /**
     * Reminders the day before: members holding a spot on sessions starting in the slice of time not swept yet, up to
     * now + 24 h (the slice's end kept in `reminder_sweeps` under 'mentor-24h', row locked: two workers never sweep the
     * same slice; `name` lets a test keep a mark of its own). Answers how many members were reminded.
     */
    async sweepReminders(now = new Date(), name = 'mentor-24h', firstSliceMs = 10 * 60_000): Promise<number> {
      return db.transaction(async (trx) => {
        const to = new Date(now.getTime() + 24 * 3_600_000);
        await trx('reminder_sweeps').insert({ name, swept_until: new Date(to.getTime() - firstSliceMs) }).onConflict('name').ignore();
        const row = (await trx('reminder_sweeps').where({ name }).forUpdate().first('swept_until')) as { swept_until: Date };
        const from = new Date(row.swept_until);
        if (from >= to) return 0;
        const ids = ((await trx('mentor_sessions').where('starts_at', '>', from).andWhere('starts_at', '<=', to).select('id')) as Array<{ id: number }>).map((r) => r.id);
        let reminded = 0;
        for (const id of ids) {
          const s = await session(trx, id);
          if (!s) continue;
          const people = await holders(trx, id, MENTOR_REMINDER_KIND);
          reminded += people.length;
          await tell(trx, people, MENTOR_REMINDER_KIND, (h) => ({
            dedupeKey: `mentor-reminder-24h:${id}`,
            title: `Reminder: ${s.title} is tomorrow`,
            body: `${s.title} with ${s.mentorName}, ${when(s)}. Online, with your mentor.`,
            link: `/mentors/${s.mentorId}`,
            mail: {
              content: {
                subject: `Reminder: ${s.title} with ${s.mentorName} is tomorrow`,
                greeting: `Hello ${h.name},`,
                paragraphs: [`A reminder of your mentor session, ${s.title} with ${s.mentorName}.`, `When: ${when(s)}, for ${minutes(s.durationMinutes)}.`, 'Where: online, with your mentor. The details are on the mentor\'s page.', 'If you cannot come after all, please cancel your place so someone else can take it.'],
                action: { label: 'See the session', url: page(s) },
                reason: 'You are receiving this because you reserved a place in this mentor session. You can turn reminders off in Settings → Notifications.',
              },
              attachments: [ics(s)],
            },
          }));
        }
        await trx('reminder_sweeps').where({ name }).update({ swept_until: to });
        return reminded;
      });
    },
  };
}
export type MentorNews = ReturnType<typeof createMentorNews>;

/** Sweeps the mentor reminders every `everyMs` where the job workers run; answers a stop function. */
export function scheduleMentorReminders(news: MentorNews, logger: PeriodicLogger, everyMs = 60_000): () => void {
  return runPeriodically('mentor reminders', () => news.sweepReminders().then(() => undefined), logger, everyMs);
}
