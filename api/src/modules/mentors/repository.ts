import type { Knex } from 'knex';
import type { MentorDetail, MentorSession, MentorSummary, MentorTestimonial } from '@afterwork/contracts/mentors';
import { iso } from '../../db';
import type { MentorApplicationRow, MentorRow, MentorSessionRow, MentorshipRequestRow, MentorTestimonialRow } from './tables';

const dateOnly = (d: Date | string): string => {
  if (typeof d === 'string') return d.slice(0, 10);
  // A DATE column comes back as local midnight: format it in local time so the day never shifts.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export const toMentorSummary = (r: MentorRow): MentorSummary => ({
  id: r.id,
  name: r.name,
  role: r.role,
  avatar: r.avatar,
  bio: r.bio,
  location: r.location,
  languages: r.languages ?? [],
  specialties: r.specialties ?? [],
  rating: Number(r.rating),
  reviewCount: r.review_count,
});

export const toTestimonial = (r: MentorTestimonialRow): MentorTestimonial => ({
  id: r.id,
  name: r.name,
  text: r.text,
  rating: r.rating,
  date: dateOnly(r.date),
});

export const toSession = (r: MentorSessionRow, reservedByMe: boolean): MentorSession => ({
  id: r.id,
  title: r.title,
  description: r.description,
  startsAt: iso(r.starts_at)!,
  timeZone: r.time_zone,
  durationMinutes: r.duration_minutes,
  totalSpots: r.total_spots,
  availableSpots: Math.max(0, r.total_spots - r.spots_taken),
  reservedByMe,
});

export const toMentorDetail = (
  r: MentorRow,
  testimonials: MentorTestimonialRow[],
  sessions: MentorSessionRow[],
  reservedIds: Set<number>,
  requestedByMe: boolean,
  youAreTheMentor = false,
): MentorDetail => ({
  ...toMentorSummary(r),
  education: r.education,
  yearsExperience: r.years_experience,
  availability: r.availability,
  contactEmail: r.contact_email,
  contactPhone: r.contact_phone,
  socialLinks: r.social_links ?? {},
  mentoringSince: r.mentoring_since,
  background: r.background,
  coverImage: r.cover_image,
  testimonials: testimonials.map(toTestimonial),
  upcomingSessions: sessions.map((s) => toSession(s, reservedIds.has(s.id))),
  requestedByMe,
  youAreTheMentor,
});

export function createMentorsRepository(db: Knex) {
  return {
    list: (): Promise<MentorRow[]> => db('mentors').select('*').orderBy([{ column: 'rating', order: 'desc' }, { column: 'id', order: 'asc' }]),
    findById: (id: number): Promise<MentorRow | undefined> => db('mentors').where({ id }).first(),
    testimonials: (mentorId: number): Promise<MentorTestimonialRow[]> =>
      db('mentor_testimonials').where({ mentor_id: mentorId }).orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }]),
    upcomingSessions: (mentorId: number, now: Date): Promise<MentorSessionRow[]> =>
      db('mentor_sessions').where({ mentor_id: mentorId }).andWhere('starts_at', '>=', now).orderBy([{ column: 'starts_at', order: 'asc' }, { column: 'id', order: 'asc' }]),
    /** The member's reserved sessions that have not ended yet, soonest first, with the mentor's name. */
    myUpcomingReservations: (userId: number, now: Date): Promise<Array<MentorSessionRow & { mentor_name: string }>> =>
      db('mentor_session_reservations as r')
        .join('mentor_sessions as s', 's.id', 'r.session_id')
        .join('mentors as m', 'm.id', 's.mentor_id')
        .where('r.user_id', userId)
        .andWhereRaw("s.starts_at + make_interval(mins => s.duration_minutes) >= ?", [now])
        .orderBy([{ column: 's.starts_at', order: 'asc' }, { column: 's.id', order: 'asc' }])
        .select('s.*', 'm.name as mentor_name'),
    session: (mentorId: number, sessionId: number): Promise<MentorSessionRow | undefined> =>
      db('mentor_sessions').where({ id: sessionId, mentor_id: mentorId }).first(),
    async reservedSessionIds(userId: number, sessionIds: number[]): Promise<Set<number>> {
      if (!sessionIds.length) return new Set();
      const rows = await db('mentor_session_reservations').where({ user_id: userId }).whereIn('session_id', sessionIds).select('session_id');
      return new Set(rows.map((r) => r.session_id));
    },
    /** The members holding a spot on the session (a mentor's announcement goes to them). */
    async reservedUserIds(sessionId: number): Promise<number[]> {
      return (await db('mentor_session_reservations').where({ session_id: sessionId }).pluck('user_id')) as number[];
    },
    async hasRequested(mentorId: number, userId: number): Promise<boolean> {
      return !!(await db('mentorship_requests').where({ mentor_id: mentorId, user_id: userId }).first('id'));
    },
    exists: async (id: number, q: Knex = db): Promise<boolean> => !!(await q('mentors').where({ id }).first('id')),

    /** Site admins plan a session (issue 22); answers the new row. */
    async insertSession(row: Omit<MentorSessionRow, 'id' | 'spots_taken'>): Promise<MentorSessionRow> {
      const [created] = await db('mentor_sessions').insert(row).returning('*');
      return created as MentorSessionRow;
    },
    async updateSession(trx: Knex.Transaction, sessionId: number, patch: Partial<Omit<MentorSessionRow, 'id' | 'mentor_id' | 'spots_taken'>>): Promise<MentorSessionRow> {
      const [updated] = await trx('mentor_sessions').where({ id: sessionId }).update(patch).returning('*');
      return updated as MentorSessionRow;
    },
    /** Cancels a session: its reservations go with it (on delete cascade). */
    deleteSession: async (trx: Knex.Transaction, sessionId: number): Promise<void> => {
      await trx('mentor_sessions').where({ id: sessionId }).delete();
    },
    /** The members holding a spot in a session. */
    reservationHolders: async (trx: Knex.Transaction, sessionId: number): Promise<number[]> =>
      (await trx('mentor_session_reservations').where({ session_id: sessionId }).select('user_id')).map((r: { user_id: number }) => r.user_id),

    /** The session row, locked FOR UPDATE until the transaction commits: reservations of one session queue up here. */
    lockSession: (trx: Knex.Transaction, mentorId: number, sessionId: number): Promise<MentorSessionRow | undefined> =>
      trx('mentor_sessions').where({ id: sessionId, mentor_id: mentorId }).forUpdate().first(),
    hasReservation: async (trx: Knex.Transaction, sessionId: number, userId: number): Promise<boolean> =>
      !!(await trx('mentor_session_reservations').where({ session_id: sessionId, user_id: userId }).first('id')),
    /** Takes one spot (a unique violation when the member already holds one); answers the session as updated. */
    async insertReservation(trx: Knex.Transaction, sessionId: number, userId: number): Promise<MentorSessionRow> {
      await trx('mentor_session_reservations').insert({ session_id: sessionId, user_id: userId });
      const [updated] = await trx('mentor_sessions')
        .where({ id: sessionId })
        .update({ spots_taken: trx.raw('spots_taken + 1') as unknown as number })
        .returning('*');
      return updated as MentorSessionRow;
    },
    /** Gives the member's spot back; undefined when they held none. */
    async deleteReservation(trx: Knex.Transaction, sessionId: number, userId: number): Promise<MentorSessionRow | undefined> {
      // Read from the returned rows: affected-row counts are not trusted.
      const deleted = await trx('mentor_session_reservations').where({ session_id: sessionId, user_id: userId }).delete().returning('id');
      if (!deleted.length) return undefined;
      const [updated] = await trx('mentor_sessions')
        .where({ id: sessionId })
        .update({ spots_taken: trx.raw('greatest(spots_taken - 1, 0)') as unknown as number })
        .returning('*');
      return updated as MentorSessionRow;
    },

    /** Inserts the request unless the member already asked this mentor; answers the row and whether it is new. */
    async addRequest(mentorId: number, userId: number, message: string | null, q: Knex = db): Promise<{ row: MentorshipRequestRow; created: boolean }> {
      const inserted = await q('mentorship_requests')
        .insert({ mentor_id: mentorId, user_id: userId, message })
        .onConflict(['mentor_id', 'user_id'])
        .ignore()
        .returning('*');
      if (inserted.length) return { row: inserted[0] as MentorshipRequestRow, created: true };
      return { row: (await q('mentorship_requests').where({ mentor_id: mentorId, user_id: userId }).first())!, created: false };
    },

    async insertApplication(row: Omit<MentorApplicationRow, 'id' | 'status' | 'created_at'>): Promise<MentorApplicationRow> {
      const [created] = await db('mentor_applications').insert(row).returning('*');
      return created as MentorApplicationRow;
    },
  };
}
export type MentorsRepository = ReturnType<typeof createMentorsRepository>;
