import type { Knex } from 'knex';
import {
  MENTOR_NOT_FOUND,
  RESERVATION_NOT_FOUND,
  SESSION_ALREADY_RESERVED,
  SESSION_FULLY_BOOKED,
  SESSION_NOT_FOUND,
  SESSION_PAST,
  type MentorApplicationData,
  type MentorApplicationResult,
  type MentorDetail,
  type MentorSession,
  type MentorSummary,
  type MentorshipRequestResult,
} from '@afterwork/contracts/mentors';
import type { CurrentUser } from '@afterwork/contracts/users';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { iso } from '../../db';
import { isClosed, isFull } from '../rsvp/rules';
import { createMentorsRepository, toMentorDetail, toMentorSummary, toSession } from './repository';
import type { MentorSessionRow, MentorshipRequestRow } from './tables';

const toRequestResult = (r: MentorshipRequestRow, created: boolean): MentorshipRequestResult => ({
  id: r.id,
  mentorId: r.mentor_id,
  message: r.message,
  status: r.status,
  createdAt: iso(r.created_at)!,
  created,
});

export function createMentorsService(db: Knex, now: () => Date = () => new Date()) {
  const repo = createMentorsRepository(db);

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
      return toMentorDetail(mentor, testimonials, sessions, reserved, requested);
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
          return toSession(await repo.insertReservation(trx, sessionId, user.id), true);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(SESSION_ALREADY_RESERVED);
          throw err;
        }
      });
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

    /** Ask a mentor for mentorship; asking again returns the first request unchanged (created: false). */
    async request(user: CurrentUser, mentorId: number, message: string | null): Promise<MentorshipRequestResult> {
      await mustFindMentor(mentorId);
      const { row, created } = await repo.addRequest(mentorId, user.id, message);
      return toRequestResult(row, created);
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
