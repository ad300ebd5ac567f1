import { z } from 'zod';
import { parseZonedDateTime } from './text';
import { visibleText } from './text-rules';
import { canonicalTimeZone, isTimeZone } from './time-zones';

/** Group types (spec part 2 §9). */
export const GROUP_TYPES = ['active', 'learn', 'practice', 'craft', 'social'] as const;

/** 'organiser': a co-organiser (issue 34), who creates and edits activities and sends announcements, without admin rights. */
export const GROUP_MEMBER_ROLES = ['member', 'organiser', 'admin'] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];
/** How the member list names each role. */
export const GROUP_ROLE_LABELS: Record<GroupMemberRole, string> = { member: 'Member', organiser: 'Co-organiser', admin: 'Admin' };
/** PUT apiPaths.groupMemberRole: a group admin makes a member a co-organiser, or a plain member again. */
export const groupMemberRoleSchema = z.object({ role: z.enum(['organiser', 'member'], { error: "Please choose 'organiser' or 'member'" }) });

/** What a member may answer. 'waitlisted' is never sent: the server sets it when 'going' finds no spot. */
export const RSVP_CHOICES = ['going', 'maybe', 'not_going'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
export const ATTENDEE_STATUSES = ['going', 'maybe', 'not_going', 'waitlisted'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** A group as the API answers it. `activityCount` counts all its activities. */
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  location: z.string().nullable(),
  memberCount: z.number().int(),
  activityCount: z.number().int(),
  imageUrl: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema> & {
  /** From the `near` town of the list, when the group's place is a known town (issue 31). */
  distanceKm?: number;
};

/** A group of `GET /api/users/:id/groups`: with the member's role and join date. */
/** A group's or a community's next date (issue 31: the dashboard's 'My groups' and 'My communities'). */
export interface NextDate {
  id: number;
  title: string;
  startDate: string;
  timeZone: string;
}

export type UserGroup = Group & { role: GroupMemberRole; joinedAt: string; nextActivity: NextDate | null };

/** A membership (`GET /api/groups/:id/members`): with the member's public name and avatar. */
export interface GroupMember {
  id: number;
  groupId: number;
  userId: number;
  role: GroupMemberRole;
  joinedAt: string;
  name: string;
  avatar: string | null;
  /** The viewer blocked them (listed only when asked with `?include=blocked`; issue 31). */
  blockedByMe?: boolean;
  /** The viewer reported them: with a block, never chosen to take over a group the viewer leaves. */
  reportedByMe?: boolean;
}

/** How a series repeats (issue 22): weekly, every two weeks, monthly on a weekday (the 2nd Tuesday) or a date (the 14th). */
export const REPEAT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly_weekday', 'monthly_date'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** A series as an activity of it answers it: how it repeats and how it ends (a number of dates or a last day). */
export interface ActivityRepeat {
  seriesId: number;
  frequency: RepeatFrequency;
  count: number | null;
  /** Last local day, 'YYYY-MM-DD'. */
  until: string | null;
}

/** The signed-in member's own answer to an activity. `waitlistPosition` is 1-based, set only when waitlisted. */
export interface MyRsvp {
  status: AttendeeStatus;
  /** Guests the member brings (issue 34): a 'going' answer takes 1 + guests places; a waiting one waits as one party. */
  guests: number;
  waitlistPosition: number | null;
}

/**
 * An activity as the API answers it: hosted by a group (`groupId`, `groupName`) or by a community (`communityId`,
 * `communityName`), never both; answers, waitlist and calendar work the same for both. Counts are live; `myRsvp`
 * only for a signed-in member.
 */
export interface Activity {
  id: number;
  groupId: number | null;
  groupName: string | null;
  communityId: number | null;
  communityName: string | null;
  title: string;
  description: string;
  location: string | null;
  isVirtual: boolean;
  meetingLink: string | null;
  startDate: string;
  endDate: string | null;
  /** IANA zone the activity is planned in (and shown in, with the viewer's own time beside it). */
  timeZone: string;
  /** Set when the activity is one date of a recurring series. */
  repeat: ActivityRepeat | null;
  maxAttendees: number | null;
  /** How many guests one member may bring (issue 34; organisers set it, 0 to 10, default 2). */
  guestLimit: number;
  /** A picture for the activity (community activities may have one). */
  image: string | null;
  createdBy: number | null;
  createdAt: string;
  /** Places taken by the answers 'going', their guests included (issue 34). */
  goingCount: number;
  maybeCount: number;
  waitlistCount: number;
  myRsvp: MyRsvp | null;
}

/** An activity of `GET /api/users/:id/activities`: with that member's answer. */
export type UserActivity = Activity & { status: AttendeeStatus; waitlistPosition: number | null };

/** An attendee (`GET /api/activities/:id/attendees`). */
export interface Attendee {
  id: number;
  activityId: number;
  userId: number;
  status: AttendeeStatus;
  /** Guests they bring (issue 34): shown as "<name> (+1)". */
  guests: number;
  waitlistPosition: number | null;
  registeredAt: string;
  name: string;
  avatar: string | null;
}

const optionalText = (min: number, max: number, minMsg: string, maxMsg: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
    .pipe(z.string().min(min, minMsg).max(max, maxMsg).nullable());

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Create group (spec part 2 §5). `createdBy` is never read from the body: the session decides. */
export const createGroupSchema = z.object({
  name: visibleText(
    z
      .string({ error: 'Group name must be at least 3 characters.' })
      .trim()
      .min(3, 'Group name must be at least 3 characters.')
      .max(50, 'Group name must not exceed 50 characters.'),
  ),
  description: z
    .string({ error: 'Description must be at least 10 characters.' })
    .trim()
    .min(10, 'Description must be at least 10 characters.')
    .max(500, 'Description must not exceed 500 characters.'),
  type: z.enum(GROUP_TYPES, { error: 'Please select a group type.' }),
  location: optionalText(3, 100, 'Location must be at least 3 characters.', 'Location must not exceed 100 characters.'),
  imageUrl: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
    .pipe(
      z
        .string()
        .max(500, 'Please enter a valid URL for the image.')
        .refine(isHttpUrl, 'Please enter a valid URL for the image.')
        .nullable(),
    ),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroupData = z.output<typeof createGroupSchema>;

/** `POST /api/groups/:id/members`: both fields optional; a userId must be the signed-in member's own. */
export const joinGroupSchema = z.object({
  userId: z.number().int().positive().optional(),
  role: z.string().optional(),
});

/** Guests one member may bring at most, whatever the activity (issue 34); an activity's own limit is 0 to this. */
export const GUEST_LIMIT_MAX = 10;
export const DEFAULT_GUEST_LIMIT = 2;
const guestsField = z
  .number({ error: 'Please choose how many guests you bring, as a number.' })
  .int('Please choose a whole number of guests.')
  .min(0, 'The number of guests cannot be below 0.')
  .max(GUEST_LIMIT_MAX, `You can bring at most ${GUEST_LIMIT_MAX} guests.`);
const guestLimitField = z
  .number({ error: 'Please enter how many guests a member may bring.' })
  .int('Guests per member must be a whole number.')
  .min(0, 'Guests per member cannot be below 0.')
  .max(GUEST_LIMIT_MAX, `Guests per member must not exceed ${GUEST_LIMIT_MAX}.`);

/** An answer; `guests` only with 'going' (left out: none for a new answer, the same as before for a changed one). */
export const rsvpSchema = z.object({
  userId: z.number().int().positive().optional(),
  status: z.enum(RSVP_CHOICES, { error: 'Please choose going, maybe or not going.' }).default('going'),
  guests: guestsField.optional(),
});
export const rsvpUpdateSchema = z.object({
  status: z.enum(RSVP_CHOICES, { error: 'Please choose going, maybe or not going.' }),
  guests: guestsField.optional(),
});

const isoDate = (msg: string) =>
  z
    .string({ error: msg })
    .max(40, msg)
    .superRefine((v, ctx) => {
      if (parseZonedDateTime(v) !== null) return;
      // Not a date at all: the field's own words; a date JavaScript would bend (no zone, 30 February): say why.
      const message = Number.isNaN(Date.parse(v)) ? msg : 'Please give a date and time that exist, with a time zone (for example 2027-06-01T10:00:00Z).';
      ctx.addIssue({ code: 'custom', message });
    });

export { ACTIVITY_MAX_DAYS, ACTIVITY_MAX_YEARS_AHEAD, CANCEL_MESSAGE_MAX, activityDateIssues } from './date-rules';
import { activityDateIssues, CANCEL_MESSAGE_MAX } from './date-rules';

/** Create activity (group admins). Dates are ISO strings with a zone (the browser sends UTC). */
export const createActivitySchema = z
  .object({
    title: visibleText(
      z
        .string({ error: 'Title must be at least 3 characters.' })
        .trim()
        .min(3, 'Title must be at least 3 characters.')
        .max(100, 'Title must not exceed 100 characters.'),
    ),
    description: z
      .string({ error: 'Description must be at least 10 characters.' })
      .trim()
      .min(10, 'Description must be at least 10 characters.')
      .max(2000, 'Description must not exceed 2000 characters.'),
    startDate: isoDate('Please choose a start date and time.'),
    endDate: isoDate('Please choose an end date and time.'),
    /** The zone the times were chosen in; the host's (from its location) when left out. */
    timeZone: z
      .string({ error: 'Please choose a time zone.' })
      .refine((v) => isTimeZone(v), 'Please choose a time zone.')
      .transform(canonicalTimeZone)
      .optional(),
    /** Makes a series (issue 22): the first date is startDate/endDate, on the clocks of timeZone. */
    repeat: z
      .object({
        frequency: z.enum(REPEAT_FREQUENCIES, { error: 'Please choose how often it repeats.' }),
        count: z
          .number({ error: 'Please enter how many dates.' })
          .int('Please enter a whole number of dates.')
          .min(2, 'A series has at least 2 dates.')
          .max(104, 'A series has at most 104 dates.')
          .nullable()
          .optional(),
        until: z
          .string({ error: 'Please choose the last date.' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the last date.')
          .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v), 'Please choose the last date.')
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
    isVirtual: z.boolean().default(false),
    location: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
      .pipe(z.string().min(3, 'Location must be at least 3 characters.').max(200, 'Location must not exceed 200 characters.').nullable()),
    meetingLink: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null))
      .pipe(z.string().max(500, 'Please enter a valid meeting link.').refine(isHttpUrl, 'Please enter a valid meeting link.').nullable()),
    maxAttendees: z
      .union([z.number(), z.null()])
      .optional()
      .transform((v) => v ?? null)
      .pipe(
        z
          .number()
          .int('Capacity must be a whole number.')
          .min(1, 'Capacity must be at least 1.')
          .max(10000, 'Capacity must not exceed 10000.')
          .nullable(),
      ),
    guestLimit: guestLimitField.default(DEFAULT_GUEST_LIMIT),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.startDate);
    for (const issue of activityDateIssues(start, Date.parse(v.endDate))) ctx.addIssue({ code: 'custom', ...issue });
    if (!v.isVirtual && !v.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Please enter where the activity takes place.' });
    if (v.repeat) {
      const { count, until } = v.repeat;
      if ((count == null) === (until == null)) ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'Please choose when the series ends: after a number of dates or on a last date.' });
      if (until != null && !Number.isNaN(start)) {
        const last = Date.parse(`${until}T23:59:59Z`);
        if (last < start) ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'The last date must be after the first.' });
        else if (last - start > 2 * 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'A series can run for at most two years.' });
      }
    }
    if (v.isVirtual && !v.meetingLink) ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: 'Please enter the meeting link.' });
  });
export type CreateActivityInput = z.input<typeof createActivitySchema>;
export type CreateActivityData = z.output<typeof createActivitySchema>;

export const groupListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search must not exceed 200 characters').optional().transform((v) => v || undefined),
  /** A town ('Bath, England'): the groups nearest it first, each with `distanceKm` (issue 31); those without a known place last. */
  near: z.string().trim().max(100, 'The place must not exceed 100 characters.').optional().transform((v) => v || undefined),
  type: z
    .union([z.enum(GROUP_TYPES), z.literal('')], { error: 'Please select a group type.' })
    .optional()
    .transform((v) => v || undefined),
});


/**
 * `PATCH /api/activities/:id` (the group's admins, a community's leads): change this date alone (`scope: 'one'`) or,
 * for a date of a series, this date and every later one (`'following'`; times change one date at a time).
 */
export const updateActivitySchema = z
  .object({
    scope: z.enum(['one', 'following'], { error: 'Please choose this date or this and later dates.' }).default('one'),
    title: visibleText(z.string().trim().min(3, 'Title must be at least 3 characters.').max(100, 'Title must not exceed 100 characters.')).optional(),
    description: z.string().trim().min(10, 'Description must be at least 10 characters.').max(2000, 'Description must not exceed 2000 characters.').optional(),
    location: z.string().trim().min(3, 'Location must be at least 3 characters.').max(200, 'Location must not exceed 200 characters.').optional(),
    maxAttendees: z.number().int('Capacity must be a whole number.').min(1, 'Capacity must be at least 1.').max(10000, 'Capacity must not exceed 10000.').nullable().optional(),
    guestLimit: guestLimitField.optional(),
    startDate: isoDate('Please choose a start date and time.').optional(),
    endDate: isoDate('Please choose an end date and time.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'following' && (v.startDate || v.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Times change one date at a time.' });
    }
    // Both times given: every rule here; one of them: the service checks it against the stored other one.
    if (v.startDate && v.endDate) {
      for (const issue of activityDateIssues(Date.parse(v.startDate), Date.parse(v.endDate))) ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type UpdateActivityInput = z.input<typeof updateActivitySchema>;
export type UpdateActivityData = z.output<typeof updateActivitySchema>;

/** `DELETE /api/activities/:id?scope=`: cancel this date alone, or this date and every later one of its series. */
export const cancelActivityQuerySchema = z.object({
  scope: z.enum(['one', 'following'], { error: 'Please choose this date or this and later dates.' }).default('one'),
});

/** `POST /api/activities/:id/cancellation` (issue 31): the scope, and an optional message for the members going. */
export const cancelActivitySchema = cancelActivityQuerySchema.extend({
  message: z
    .string({ error: 'Please write your message as text.' })
    .trim()
    .max(CANCEL_MESSAGE_MAX, `Please keep your message under ${CANCEL_MESSAGE_MAX} characters.`)
    .nullish()
    .transform((v) => v || null),
});
export type CancelActivityInput = z.input<typeof cancelActivitySchema>;

/** `GET /api/activity-series/:id`: the series, its upcoming dates (with the viewer's answers), and whether they go to all. */
export interface ActivitySeriesView {
  repeat: ActivityRepeat;
  timeZone: string;
  upcoming: Activity[];
  followedByMe: boolean;
}
