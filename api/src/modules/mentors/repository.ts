import type { Knex } from 'knex';
import type { MentorDetail, MentorSession, MentorSummary, MentorTestimonial } from '@afterwork/contracts/mentors';
import { iso } from '../../db';
import type { MentorRow, MentorSessionRow, MentorTestimonialRow } from './tables';

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
});

export function createMentorsRepository(db: Knex) {
  return {
    list: (): Promise<MentorRow[]> => db('mentors').select('*').orderBy([{ column: 'rating', order: 'desc' }, { column: 'id', order: 'asc' }]),
    findById: (id: number): Promise<MentorRow | undefined> => db('mentors').where({ id }).first(),
    testimonials: (mentorId: number): Promise<MentorTestimonialRow[]> =>
      db('mentor_testimonials').where({ mentor_id: mentorId }).orderBy([{ column: 'date', order: 'desc' }, { column: 'id', order: 'desc' }]),
    upcomingSessions: (mentorId: number, now: Date): Promise<MentorSessionRow[]> =>
      db('mentor_sessions').where({ mentor_id: mentorId }).andWhere('starts_at', '>=', now).orderBy([{ column: 'starts_at', order: 'asc' }, { column: 'id', order: 'asc' }]),
    async reservedSessionIds(userId: number, sessionIds: number[]): Promise<Set<number>> {
      if (!sessionIds.length) return new Set();
      const rows = await db('mentor_session_reservations').where({ user_id: userId }).whereIn('session_id', sessionIds).select('session_id');
      return new Set(rows.map((r) => r.session_id));
    },
    async hasRequested(mentorId: number, userId: number): Promise<boolean> {
      return !!(await db('mentorship_requests').where({ mentor_id: mentorId, user_id: userId }).first('id'));
    },
  };
}
export type MentorsRepository = ReturnType<typeof createMentorsRepository>;
