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

  async function mustFindMentor(id: number, trx: Knex = db) {
    const mentor = await trx('mentors').where({ id }).first('id');
    if (!mentor) throw notFound(MENTOR_NOT_FOUND);
  }

  /** The session row, locked FOR UPDATE inside `trx` until it commits: reservations of one session queue up here. */
  async function lockSession(trx: Knex.Transaction, mentorId: number, sessionId: number): Promise<MentorSessionRow> {
    const session = await trx('mentor_sessions').where({ id: sessionId, mentor_id: mentorId }).forUpdate().first();
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
        if (new Date(session.starts_at).getTime() < now().getTime()) throw conflict(SESSION_PAST);
        const mine = await trx('mentor_session_reservations').where({ session_id: sessionId, user_id: user.id }).first('id');
        if (mine) throw conflict(SESSION_ALREADY_RESERVED);
        if (session.spots_taken >= session.total_spots) throw conflict(SESSION_FULLY_BOOKED);
        try {
          await trx('mentor_session_reservations').insert({ session_id: sessionId, user_id: user.id });
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(SESSION_ALREADY_RESERVED);
          throw err;
        }
        const [updated] = await trx('mentor_sessions')
          .where({ id: sessionId })
          .update({ spots_taken: trx.raw('spots_taken + 1') as unknown as number })
          .returning('*');
        return toSession(updated as MentorSessionRow, true);
      });
    },

    /** Give a reserved spot back (same lock as reserving). */
    async cancel(user: CurrentUser, mentorId: number, sessionId: number): Promise<MentorSession> {
      await mustFindMentor(mentorId);
      return db.transaction(async (trx) => {
        await lockSession(trx, mentorId, sessionId);
        const deleted = await trx('mentor_session_reservations').where({ session_id: sessionId, user_id: user.id }).delete();
        if (!deleted) throw notFound(RESERVATION_NOT_FOUND);
        const [updated] = await trx('mentor_sessions')
          .where({ id: sessionId })
          .update({ spots_taken: trx.raw('greatest(spots_taken - 1, 0)') as unknown as number })
          .returning('*');
        return toSession(updated as MentorSessionRow, false);
      });
    },

    /** Ask a mentor for mentorship; asking again returns the first request unchanged (created: false). */
    async request(user: CurrentUser, mentorId: number, message: string | null): Promise<MentorshipRequestResult> {
      await mustFindMentor(mentorId);
      const inserted = await db('mentorship_requests')
        .insert({ mentor_id: mentorId, user_id: user.id, message })
        .onConflict(['mentor_id', 'user_id'])
        .ignore()
        .returning('*');
      if (inserted.length) return toRequestResult(inserted[0] as MentorshipRequestRow, true);
      const existing = await db('mentorship_requests').where({ mentor_id: mentorId, user_id: user.id }).first();
      return toRequestResult(existing!, false);
    },

    async apply(user: CurrentUser | null | undefined, data: MentorApplicationData): Promise<MentorApplicationResult> {
      const [row] = await db('mentor_applications')
        .insert({
          user_id: user?.id ?? null,
          name: data.name,
          email: data.email,
          expertise: data.expertise,
          years_experience: data.yearsExperience,
          motivation: data.motivation,
        })
        .returning('*');
      return { id: row.id, name: row.name, email: row.email, status: row.status, createdAt: iso(row.created_at)! };
    },
  };
}
export type MentorsService = ReturnType<typeof createMentorsService>;
