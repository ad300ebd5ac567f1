import type { Knex } from 'knex';

/** Row types of the mentors area, merged into knex's typed tables. */
export interface MentorRow {
  id: number;
  name: string;
  role: string;
  avatar: string | null;
  bio: string;
  location: string;
  languages: string[];
  specialties: string[];
  education: string;
  years_experience: number;
  availability: string;
  rating: string | number;
  review_count: number;
  contact_email: string;
  contact_phone: string | null;
  social_links: Record<string, string>;
  mentoring_since: string;
  background: string;
  cover_image: string | null;
  created_at: Date;
  updated_at: Date;
}
export interface MentorTestimonialRow {
  id: number;
  mentor_id: number;
  name: string;
  text: string;
  rating: number;
  date: Date | string;
}
export interface MentorSessionRow {
  id: number;
  mentor_id: number;
  title: string;
  description: string | null;
  starts_at: Date;
  duration_minutes: number;
  /** IANA zone the session is planned in (issue 22). */
  time_zone: string;
  total_spots: number;
  spots_taken: number;
}
export interface MentorSessionReservationRow {
  id: number;
  session_id: number;
  user_id: number;
  created_at: Date;
}
export interface MentorshipRequestRow {
  id: number;
  mentor_id: number;
  user_id: number;
  message: string | null;
  status: string;
  created_at: Date;
}
export interface MentorApplicationRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  expertise: string;
  years_experience: number;
  motivation: string;
  status: string;
  created_at: Date;
}

/** jsonb columns are written as JSON text (see db.jsonb) and read back parsed. */
export type MentorInsert = Omit<Partial<MentorRow>, 'languages' | 'specialties' | 'social_links' | 'rating'> & {
  languages?: string[] | string;
  specialties?: string[] | string;
  social_links?: Record<string, string> | string;
  rating?: number | string;
};

declare module 'knex/types/tables' {
  interface Tables {
    mentors: Knex.CompositeTableType<MentorRow, MentorInsert, MentorInsert>;
    mentor_testimonials: MentorTestimonialRow;
    mentor_sessions: MentorSessionRow;
    mentor_session_reservations: MentorSessionReservationRow;
    mentorship_requests: MentorshipRequestRow;
    mentor_applications: MentorApplicationRow;
  }
}
