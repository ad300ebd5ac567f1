import type { Knex } from 'knex';
import {
  MENTOR_NOT_FOUND,
  RESERVATION_NOT_FOUND,
  SESSION_ALREADY_RESERVED,
  SESSION_FULLY_BOOKED,
  SESSION_NOT_FOUND,
  SESSION_PAST,
  SESSION_SPOTS_BELOW_TAKEN,
  type MentorApplicationData,
  type MentorBooking,
  type MentorApplicationResult,
  type MentorDetail,
  type MentorSession,
  type MentorSessionData,
  type MentorSummary,
  type MentorshipRequestResult,
} from '@afterwork/contracts/mentors';
import type { CurrentUser } from '@afterwork/contracts/users';
import { randomBytes } from 'node:crypto';
import { ANNOUNCEMENT_MESSAGES, sentToMessage, type SessionAnnouncementInput, type SessionAnnouncementReceipt } from '@afterwork/contracts/announcements';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { assertSiteAdmin, type Actor } from '../../policies/actor';
import { iso } from '../../db';
import { isClosed, isFull, buildEventCalendar } from '../activities/public';
import { mentorSessionEvent, type MentorNews } from '../notifications/public';
import { toMentorDetail, toMentorSummary, toSession, type MentorsRepository } from './repository';
import type { MentorSessionRow, MentorshipRequestRow } from './tables';

const sessionRow = (data: MentorSessionData) => ({
  title: data.title,
  description: data.description,
  starts_at: new Date(data.startsAt),
  time_zone: data.timeZone,
  duration_minutes: data.durationMinutes,
  total_spots: data.totalSpots,
});

const toRequestResult = (r: MentorshipRequestRow, created: boolean): MentorshipRequestResult => ({
  id: r.id,
  mentorId: r.mentor_id,
  message: r.message,
  status: r.status,
  createdAt: iso(r.created_at)!,
  created,
});

export function createMentorsService(deps: {
  db: Knex;
  mentors: MentorsRepository;
  /** Confirmations, changes, cancellations and the mentor's request mail (modules/notifications). */
  news: MentorNews;
  now?: () => Date;
  /**
   * A mentor's announcements to their sessions (issue 30, item 3): the organisers' daily limit (the same limiter and
   * key as the groups' and communities' announcements) and the scam guard's nudge (ports, wired by compose.ts).
   */
  announcements?: { limiter: { hit(key: string): Promise<void> }; screen(text: string, options: { confirmed?: boolean }): unknown };
}) {
  const { db, mentors: repo, news } = deps;
  const now = deps.now ?? (() => new Date());

  /** The signed-in member is this mentor: their address is the mentor's contact address (mentors have no account of their own). */
  const isTheMentor = (user: CurrentUser | null | undefined, contactEmail: string | null) =>
    !!user && !!contactEmail && user.email.trim().toLowerCase() === contactEmail.trim().toLowerCase();

  async function mustFindMentor(id: number) {
    if (!(await repo.exists(id))) throw notFound(MENTOR_NOT_FOUND);
  }

  async function lockSession(trx: Knex.Transaction, mentorId: number, sessionId: number): Promise<MentorSessionRow> {
    const session = await repo.lockSession(trx, mentorId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return session;
  }

  return {
    repo,
    list: async (): Promise<MentorSummary[]> => (await repo.list()).map(toMentorSummary),

    async get(id: number, user: CurrentUser | null | undefined): Promise<MentorDetail> {
      const mentor = await repo.findById(id);
      if (!mentor) throw notFound(MENTOR_NOT_FOUND);
      const [testimonials, sessions] = await Promise.all([repo.testimonials(id), repo.upcomingSessions(id, now())]);
      const reserved = user ? await repo.reservedSessionIds(user.id, sessions.map((s) => s.id)) : new Set<number>();
      const requested = user ? await repo.hasRequested(id, user.id) : false;
      return toMentorDetail(mentor, testimonials, sessions, reserved, requested, isTheMentor(user, mentor.contact_email));
    },

    /**
     * The mentor tells the members who booked one of their sessions (issue 30, item 3): at once, by notice and mail,
     * counted ('Sent to 3 members'), within the organisers' daily limit; the scam guard's nudge first, as for posts.
     * Only the mentor (403 for anyone else); a session of another mentor or none is a 404; nobody booked is a 400.
     */
    async announce(user: CurrentUser, mentorId: number, sessionId: number, input: SessionAnnouncementInput): Promise<SessionAnnouncementReceipt> {
      const mentor = await repo.findById(mentorId);
      if (!mentor) throw notFound(MENTOR_NOT_FOUND);
      const session = await repo.session(mentorId, sessionId);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      if (!isTheMentor(user, mentor.contact_email)) throw forbidden(ANNOUNCEMENT_MESSAGES.mentorsOnly);
      if (!deps.announcements) throw forbidden(ANNOUNCEMENT_MESSAGES.mentorsOnly);
      deps.announcements.screen(input.body, { confirmed: input.confirmed });
      const booked = (await repo.reservedUserIds(sessionId)).filter((id) => id !== user.id);
      if (!booked.length) throw badRequest(ANNOUNCEMENT_MESSAGES.nobodyBooked);
      // Counted only once it is sure to go.
      await deps.announcements.limiter.hit(`announce:${user.id}`);
      const sent = await db.transaction((trx) =>
        news.announced(trx, {
          sessionId, mentorId, mentorName: mentor.name, sessionTitle: session.title, senderId: user.id, body: input.body,
          postKey: `${sessionId}:${randomBytes(8).toString('hex')}`,
        }),
      );
      return { sent, message: sentToMessage(sent) };
    },

    /**
     * Reserve one spot: one transaction holding a row lock on the session, so concurrent reservations
     * are serialised and spots never go below zero (the table's check constraint is the last guard).
     */
    async reserve(user: CurrentUser, mentorId: number, sessionId: number): Promise<MentorSession> {
      await mustFindMentor(mentorId);
      return db.transaction(async (trx) => {
        const session = await lockSession(trx, mentorId, sessionId);
        if (isClosed(session.starts_at, now().getTime())) throw conflict(SESSION_PAST);
        if (await repo.hasReservation(trx, sessionId, user.id)) throw conflict(SESSION_ALREADY_RESERVED);
        if (isFull(session.spots_taken, session.total_spots)) throw conflict(SESSION_FULLY_BOOKED);
        try {
          const reserved = toSession(await repo.insertReservation(trx, sessionId, user.id), true);
          await news.reserved(trx, sessionId, user.id);
          return reserved;
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(SESSION_ALREADY_RESERVED);
          throw err;
        }
      });
    },

    /** The dashboard's 'My bookings' (issue 19 §15): the member's sessions still to come or under way. */
    async myBookings(user: CurrentUser): Promise<MentorBooking[]> {
      const rows = await repo.myUpcomingReservations(user.id, now());
      return rows.map((r) => ({ mentorId: r.mentor_id, mentorName: r.mentor_name, session: toSession(r, true) }));
    },

    /** A session as a calendar file: the same builder as an activity's .ics. Public, like the mentor's page. */
    async sessionCalendar(mentorId: number, sessionId: number, origin: string): Promise<{ title: string; ics: string }> {
      const mentor = await repo.findById(mentorId);
      if (!mentor) throw notFound(MENTOR_NOT_FOUND);
      const s = await repo.session(mentorId, sessionId);
      if (!s) throw notFound(SESSION_NOT_FOUND);
      const ics = buildEventCalendar([
        mentorSessionEvent(
          { id: s.id, mentorId, mentorName: mentor.name, mentorEmail: mentor.contact_email, title: s.title, description: s.description, startsAt: new Date(s.starts_at), durationMinutes: s.duration_minutes, timeZone: s.time_zone },
          origin,
        ),
      ]);
      return { title: s.title, ics };
    },

    /** Give a reserved spot back (same lock as reserving). */
    async cancel(user: CurrentUser, mentorId: number, sessionId: number): Promise<MentorSession> {
      await mustFindMentor(mentorId);
      return db.transaction(async (trx) => {
        await lockSession(trx, mentorId, sessionId);
        const updated = await repo.deleteReservation(trx, sessionId, user.id);
        if (!updated) throw notFound(RESERVATION_NOT_FOUND);
        return toSession(updated, false);
      });
    },

    /** Site admins plan a session for a mentor (mentors have no accounts of their own). */
    async createSession(actor: Actor, mentorId: number, data: MentorSessionData): Promise<MentorSession> {
      assertSiteAdmin(actor);
      await mustFindMentor(mentorId);
      return toSession(await repo.insertSession({ mentor_id: mentorId, ...sessionRow(data) }), false);
    },

    /**
     * Site admins change a session (the whole of it). Spots never drop below those already reserved; a session that
     * has taken place stays as it was.
     */
    async updateSession(actor: Actor, mentorId: number, sessionId: number, data: MentorSessionData): Promise<MentorSession> {
      assertSiteAdmin(actor);
      await mustFindMentor(mentorId);
      return db.transaction(async (trx) => {
        const session = await lockSession(trx, mentorId, sessionId);
        if (isClosed(session.starts_at, now().getTime())) throw conflict(SESSION_PAST);
        if (data.totalSpots < session.spots_taken) {
          const message = SESSION_SPOTS_BELOW_TAKEN(session.spots_taken);
          throw badRequest(message, { totalSpots: message });
        }
        const before = await news.session(trx, sessionId);
        const updated = await repo.updateSession(trx, sessionId, sessionRow(data));
        if (before) await news.changed(trx, before);
        return toSession(updated, (await repo.hasReservation(trx, sessionId, actor.id)));
      });
    },

    /** Site admins cancel a session: its reservations go with it. Answers the members who held a spot. */
    async cancelSession(actor: Actor, mentorId: number, sessionId: number): Promise<{ holders: number[] }> {
      assertSiteAdmin(actor);
      await mustFindMentor(mentorId);
      return db.transaction(async (trx) => {
        await lockSession(trx, mentorId, sessionId);
        const holders = await repo.reservationHolders(trx, sessionId);
        await news.cancelled(trx, sessionId);
        await repo.deleteSession(trx, sessionId);
        return { holders };
      });
    },

    /** Ask a mentor for mentorship; asking again returns the first request unchanged (created: false). */
    async request(user: CurrentUser, mentorId: number, message: string | null): Promise<MentorshipRequestResult> {
      await mustFindMentor(mentorId);
      // The request and the mentor's mail job commit together: no request without its mail, no mail without its request.
      return db.transaction(async (trx) => {
        const { row, created } = await repo.addRequest(mentorId, user.id, message, trx);
        if (created) await news.requested({ id: row.id, mentorId, userId: user.id, message: row.message }, trx);
        return toRequestResult(row, created);
      });
    },

    async apply(user: CurrentUser | null | undefined, data: MentorApplicationData): Promise<MentorApplicationResult> {
      const row = await repo.insertApplication({
        user_id: user?.id ?? null,
        name: data.name,
        email: data.email,
        expertise: data.expertise,
        years_experience: data.yearsExperience,
        motivation: data.motivation,
      });
      return { id: row.id, name: row.name, email: row.email, status: row.status, createdAt: iso(row.created_at)! };
    },
  };
}
export type MentorsService = ReturnType<typeof createMentorsService>;
