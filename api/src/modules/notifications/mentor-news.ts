import type { Knex } from 'knex';
import { buildEventCalendar, type IcsEvent } from '../activities/public';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';
import type { SessionNews } from './news-repository';
import { shortHash, type Notifier } from './notify';
import { mentorPath } from './templates/mentor-session';
import { mentorSessionReserved } from './templates/mentor-session-reserved';
import { mentorSessionChanged } from './templates/mentor-session-changed';
import { mentorSessionCancelled } from './templates/mentor-session-cancelled';
import { mentorReminder } from './templates/mentor-reminder';
import { mentorRequest } from './templates/mentor-request';
import { mentorRequestSent } from './templates/mentor-request-sent';
import { sessionAnnouncement } from './templates/session-announcement';

export type { SessionNews } from './news-repository';

/**
 * What mentor sessions tell people (issue 17 §3 "Mentor sessions", issue 22 changes): a member who reserves a spot
 * gets a confirmation with the session's .ics, and a reminder the day before; members holding a spot are told when
 * the session's time changes (with the updated .ics) or it is cancelled; the mentor is told of each new mentorship
 * request. Like activity news, each is written by the notifier (`notify.ts`) in the transaction that made the news,
 * once per member and event (notice dedupe key, mail idempotency key `<event>:<member>`), as the member's
 * preferences for `mentor-session` and `mentor-reminder` say. Texts: `templates/mentor-*.ts`.
 *
 * Mentors have no accounts (site admins plan their sessions): the request mail goes to the mentor's contact address,
 * with no in-site notice and no member preference to obey.
 */

export const MENTOR_SESSION_KIND = 'mentor-session';
export const MENTOR_REMINDER_KIND = 'mentor-reminder';
/** The mentor's own mail about new requests (a contact address, not a member). */
export const MENTOR_REQUEST_KIND = 'mentor-request';

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

/** Built once by the composition root, with the notifier. */
export function createMentorNews(deps: { notifier: Notifier }) {
  const { news, tell, sweep, origin } = deps.notifier;
  const calendar = (s: SessionNews) => ({
    filename: 'mentor-session.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildEventCalendar([mentorSessionEvent(s, origin)]),
  });
  /** Members holding a spot on the session (or only `userIds` of them), in reservation order, with their preferences for `kind`. */
  const holders = (q: Knex, sessionIds: number[], kind: string, userIds?: number[]) => news.recipients(q, kind, news.holders(q, sessionIds, userIds), { orderBy: 'a.reservation' });

  return {
    /**
     * The mentor's announcement to the members who booked the session (issue 30, item 3), at once, by notice and mail
     * of kind 'announcement' (never held for a digest), in the sending transaction; never to the sender. Answers how
     * many members it was for (the audience, whatever their switches: 'Sent to N members').
     */
    async announced(trx: Knex.Transaction, a: { sessionId: number; mentorId: number; mentorName: string; sessionTitle: string; senderId: number; body: string; postKey: string }): Promise<number> {
      const people = (await holders(trx, [a.sessionId], 'announcement')).filter((h) => h.userId !== a.senderId);
      await tell(trx, 'announcement', people, (h) => {
        const text = sessionAnnouncement({ mentorName: a.mentorName, sessionTitle: a.sessionTitle, path: mentorPath({ mentorId: a.mentorId }), body: a.body, name: h.name, origin });
        return { key: `session-announcement:${a.postKey}`, notice: { ...text.notice, link: mentorPath({ mentorId: a.mentorId }) }, mail: text.mail };
      });
      return people.length;
    },
    /** A session and its mentor (undefined when gone), read on `q` (the caller's transaction). */
    session: (q: Knex, sessionId: number) => news.session(q, sessionId),

    /** A member reserved a place (in the reserving transaction): 'Your place is booked', with the session's .ics. One per reservation. */
    async reserved(trx: Knex.Transaction, sessionId: number, userId: number): Promise<void> {
      const s = await news.session(trx, sessionId);
      const reservation = s && (await news.reservationId(trx, sessionId, userId));
      if (!s || !reservation) return;
      await tell(trx, MENTOR_SESSION_KIND, await holders(trx, [sessionId], MENTOR_SESSION_KIND, [userId]), (h) => {
        const t = mentorSessionReserved({ session: s, name: h.name, origin });
        return { key: `mentor-reserved:${reservation}`, notice: { ...t.notice, link: mentorPath(s) }, mail: { ...t.mail, attachments: [calendar(s)] } };
      });
    },

    /**
     * A session moved (in the changing transaction): members holding a spot hear of a new time (start, length or
     * time zone), with the updated .ics. `before` is the session as it was, read in the same transaction. A change
     * of title or description alone tells nobody.
     */
    async changed(trx: Knex.Transaction, before: SessionNews): Promise<void> {
      const now = await news.session(trx, before.id);
      if (!now) return;
      if (now.startsAt.getTime() === before.startsAt.getTime() && now.durationMinutes === before.durationMinutes && now.timeZone === before.timeZone) return;
      const key = `mentor-changed:${now.id}:${shortHash(`${now.startsAt.toISOString()}|${now.durationMinutes}|${now.timeZone}`)}`;
      await tell(trx, MENTOR_SESSION_KIND, await holders(trx, [now.id], MENTOR_SESSION_KIND), (h) => {
        const t = mentorSessionChanged({ now, before, name: h.name, origin });
        return { key, notice: { ...t.notice, link: mentorPath(now) }, mail: { ...t.mail, attachments: [calendar(now)] } };
      });
    },

    /** A session was cancelled (before it is deleted, in that transaction): members holding a spot are told. */
    async cancelled(trx: Knex.Transaction, sessionId: number): Promise<void> {
      const s = await news.session(trx, sessionId);
      if (!s) return;
      await tell(trx, MENTOR_SESSION_KIND, await holders(trx, [sessionId], MENTOR_SESSION_KIND), (h) => {
        const t = mentorSessionCancelled({ session: s, name: h.name, origin });
        return { key: `mentor-cancelled:${s.id}`, notice: { ...t.notice, link: mentorPath(s) }, mail: t.mail };
      });
    },

    /**
     * A member asked a mentor for mentorship: the mentor hears at their contact address (mentors have no accounts,
     * so no notice and no preference), and the member gets a copy (issue 31: notice and mail, as their
     * 'mentor-session' preferences say). Once per request, in the asking transaction.
     */
    async requested(request: { id: number; mentorId: number; userId: number; message: string | null }, trx: Knex.Transaction): Promise<void> {
      const { mentor, member } = await news.requestParties(request.mentorId, request.userId, trx);
      if (!mentor || !member) return;
      const key = `mentor-request:${request.id}`;
      if (mentor.contactEmail) {
        const contact = { userId: null, name: mentor.name, email: mentor.contactEmail, about: null, byMail: true, inSite: false };
        await tell(trx, MENTOR_REQUEST_KIND, [contact], () => ({ key, mail: mentorRequest({ mentor, member, message: request.message, origin }).mail }));
      }
      await tell(trx, MENTOR_SESSION_KIND, await news.recipients(trx, MENTOR_SESSION_KIND, news.member(trx, request.userId)), (m) => {
        const t = mentorRequestSent({ mentor, name: m.name, message: request.message, origin });
        return { key: `${key}:sent`, notice: { ...t.notice, link: `/mentors/${mentor.id}` }, mail: t.mail };
      });
    },

    /**
     * Reminders the day before: members holding a spot on sessions starting in the slice of time not swept yet, up to
     * now + 24 h (the notifier's watermark 'mentor-24h'; `name` lets a test keep a mark of its own). Answers how
     * many members were reminded.
     */
    async sweepReminders(now = new Date(), name = 'mentor-24h', firstSliceMs = 10 * 60_000): Promise<number> {
      const until = new Date(now.getTime() + 24 * 3_600_000);
      return sweep(name, { until, first: new Date(until.getTime() - firstSliceMs) }, async (trx, from) => {
        const sessions = new Map((await news.sessions(trx, await news.sessionsStarting(trx, from, until))).map((s) => [s.id, s]));
        const people = sessions.size ? await holders(trx, [...sessions.keys()], MENTOR_REMINDER_KIND) : [];
        await tell(trx, MENTOR_REMINDER_KIND, people, (h) => {
          const s = sessions.get(h.about!)!;
          const t = mentorReminder({ session: s, name: h.name, origin });
          return { key: `mentor-reminder-24h:${s.id}`, notice: { ...t.notice, link: mentorPath(s) }, mail: { ...t.mail, attachments: [calendar(s)] } };
        });
        return people.length;
      });
    },
  };
}
export type MentorNews = ReturnType<typeof createMentorNews>;

/** Sweeps the mentor reminders every `everyMs` where the job workers run; answers a stop function. */
export function scheduleMentorReminders(news: MentorNews, logger: PeriodicLogger, everyMs = 60_000): () => void {
  return runPeriodically('mentor reminders', () => news.sweepReminders().then(() => undefined), logger, everyMs);
}
