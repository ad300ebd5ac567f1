import { z } from 'zod';
import { activityDateIssues } from './date-rules';
import { parseZonedDateTime } from './text';
import { canonicalTimeZone, isTimeZone } from './time-zones';

export const socialLinksSchema = z.object({
  linkedin: z.string().optional(),
  twitter: z.string().optional(),
  instagram: z.string().optional(),
  website: z.string().optional(),
});

/** A mentor card (GET /api/mentors). */
export const mentorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  /** A bundled portrait key ('portrait-1') or an absolute URL; null shows initials. */
  avatar: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  languages: z.array(z.string()),
  specialties: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type MentorSummary = z.infer<typeof mentorSummarySchema>;

export const mentorTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  /** ISO date (yyyy-mm-dd). */
  date: z.string(),
});
export type MentorTestimonial = z.infer<typeof mentorTestimonialSchema>;

export const mentorSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** ISO date-time of the start. */
  startsAt: z.string(),
  /** IANA zone the session is planned in (shown in its local time, the viewer's own beside it). */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  totalSpots: z.number().int(),
  availableSpots: z.number().int(),
  /** True when the signed-in member holds a spot (always false for visitors). */
  reservedByMe: z.boolean(),
});
export type MentorSession = z.infer<typeof mentorSessionSchema>;

/** One of the signed-in member's reserved mentor sessions (the dashboard's 'My bookings', issue 19 §15). */
export interface MentorBooking {
  mentorId: number;
  mentorName: string;
  session: MentorSession;
}

/** A full profile (GET /api/mentors/:id). */
export const mentorDetailSchema = mentorSummarySchema.extend({
  education: z.string(),
  yearsExperience: z.number().int(),
  availability: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  socialLinks: socialLinksSchema,
  mentoringSince: z.string(),
  background: z.string(),
  /** A bundled cover art key ('cover-garden') or an absolute URL. */
  coverImage: z.string().nullable(),
  testimonials: z.array(mentorTestimonialSchema),
  upcomingSessions: z.array(mentorSessionSchema),
  /** True when the signed-in member has already asked this mentor for mentorship. */
  requestedByMe: z.boolean(),
  /** True when the signed-in member is this mentor (their address is the mentor's contact address): they may send announcements to their sessions. */
  youAreTheMentor: z.boolean(),
});
export type MentorDetail = z.infer<typeof mentorDetailSchema>;

export const MENTOR_NOT_FOUND = 'Mentor not found';
export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_FULLY_BOOKED = 'Fully booked: this session has no spots left.';
export const SESSION_ALREADY_RESERVED = 'You have already reserved a spot in this session.';
export const SESSION_PAST = 'This session has already taken place.';
export const RESERVATION_NOT_FOUND = 'You do not have a spot in this session.';

/** 'Request Mentorship' (signed-in members). */
export const mentorshipRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .max(1000, 'Message must not exceed 1000 characters')
    .optional()
    .transform((v) => v || null),
});

export const mentorshipRequestResultSchema = z.object({
  id: z.number().int(),
  mentorId: z.number().int(),
  message: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** False when the member had already asked: the earlier request is returned unchanged. */
  created: z.boolean(),
});
export type MentorshipRequestResult = z.infer<typeof mentorshipRequestResultSchema>;

/** 'Apply to mentor' (visitors and members). */
export const mentorApplicationSchema = z.object({
  name: z.string({ error: 'Name must be at least 2 characters' }).trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must not exceed 100 characters'),
  email: z.string({ error: 'Please enter a valid email address' }).trim().max(200, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')),
  expertise: z
    .string({ error: 'Please tell us what you would like to mentor in (at least 3 characters)' })
    .trim()
    .min(3, 'Please tell us what you would like to mentor in (at least 3 characters)')
    .max(200, 'Area of expertise must not exceed 200 characters'),
  yearsExperience: z.coerce
    .number({ error: 'Years of experience must be a number from 0 to 70' })
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience must be a number from 0 to 70')
    .max(70, 'Years of experience must be a number from 0 to 70'),
  motivation: z
    .string({ error: 'Please write at least 20 characters about why you would like to mentor' })
    .trim()
    .min(20, 'Please write at least 20 characters about why you would like to mentor')
    .max(2000, 'Please keep this under 2000 characters'),
});
export type MentorApplicationInput = z.input<typeof mentorApplicationSchema>;
export type MentorApplicationData = z.output<typeof mentorApplicationSchema>;

export const mentorApplicationResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type MentorApplicationResult = z.infer<typeof mentorApplicationResultSchema>;

/** How long a mentor session may last, and how many may take part (site admins plan them; issue 22). */
export const SESSION_MINUTES = { min: 15, max: 480 } as const;
export const SESSION_MAX_SPOTS = 500;
export const SESSION_SPOTS_BELOW_TAKEN = (taken: number) => `${taken} ${taken === 1 ? 'spot is' : 'spots are'} already reserved: offer at least ${taken}.`;

/**
 * A mentor session as a site admin plans or changes it (`POST /api/mentors/:id/sessions`,
 * `PATCH /api/mentors/:id/sessions/:sessionId`, the whole session each time): the start is an instant (the form reads
 * the day and time on the clocks of `timeZone`, as the mentor plans it, and sends UTC), the zone says where it is shown.
 */
export const mentorSessionInputSchema = z
  .object({
    title: z
      .string({ error: 'Title must be at least 3 characters.' })
      .trim()
      .min(3, 'Title must be at least 3 characters.')
      .max(200, 'Title must not exceed 200 characters.'),
    description: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
      .pipe(z.string().max(2000, 'Description must not exceed 2000 characters.').nullable()),
    startsAt: z
      .string({ error: 'Please choose a date and start time.' })
      .max(40, 'Please choose a date and start time.')
      .refine((v) => parseZonedDateTime(v) !== null, 'Please choose a date and start time.'),
    timeZone: z.string({ error: 'Please choose a time zone.' }).refine((v) => isTimeZone(v), 'Please choose a time zone.').transform(canonicalTimeZone),
    durationMinutes: z
      .number({ error: 'Please enter the length in minutes.' })
      .int('Please enter a whole number of minutes.')
      .min(SESSION_MINUTES.min, `A session lasts at least ${SESSION_MINUTES.min} minutes.`)
      .max(SESSION_MINUTES.max, `A session lasts at most ${SESSION_MINUTES.max / 60} hours.`),
    totalSpots: z
      .number({ error: 'Please enter how many spots.' })
      .int('Please enter a whole number of spots.')
      .min(1, 'A session has at least 1 spot.')
      .max(SESSION_MAX_SPOTS, `A session has at most ${SESSION_MAX_SPOTS} spots.`),
  })
  .superRefine((v, ctx) => {
    // The activities' date rules (issue 32 finding 12): a start in the future and within 5 years, at most 31 days long.
    const start = parseZonedDateTime(v.startsAt);
    if (start === null) return;
    for (const issue of activityDateIssues(start, start + v.durationMinutes * 60_000)) {
      ctx.addIssue({ code: 'custom', path: [issue.path[0] === 'startDate' ? 'startsAt' : 'durationMinutes'], message: issue.message });
    }
  });
export type MentorSessionInput = z.input<typeof mentorSessionInputSchema>;
export type MentorSessionData = z.output<typeof mentorSessionInputSchema>;
