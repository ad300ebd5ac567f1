import { z } from 'zod';
import { GUEST_LIMIT_MAX } from './groups';

/**
 * Attendance (issue 34 §3): on the day, an activity's organisers tick who came, the member and each guest. Ticks made
 * on a phone with a weak signal wait on the device and are sent when the connection returns; a tick is a state
 * ('came' or not), so one sent twice counts once.
 */

/** The list opens this long before the start ... */
export const ATTENDANCE_OPENS_BEFORE_MS = 2 * 3_600_000;
/** ... and closes this long after the end (or the start, without an end). */
export const ATTENDANCE_CLOSES_AFTER_MS = 2 * 86_400_000;

/** When the attendance list of an activity may be ticked. */
export function attendanceWindow(a: { startDate: string; endDate: string | null }): { opensAt: string; closesAt: string } {
  const start = Date.parse(a.startDate);
  const end = a.endDate ? Date.parse(a.endDate) : start;
  return { opensAt: new Date(start - ATTENDANCE_OPENS_BEFORE_MS).toISOString(), closesAt: new Date(end + ATTENDANCE_CLOSES_AFTER_MS).toISOString() };
}
export const isAttendanceOpen = (a: { startDate: string; endDate: string | null }, now = Date.now()): boolean => {
  const w = attendanceWindow(a);
  return now >= Date.parse(w.opensAt) && now <= Date.parse(w.closesAt);
};

/** One person on the list: a member who said going (with their guests), or a member added as a walk-in. */
export interface AttendancePerson {
  userId: number;
  name: string;
  /** Guests they said they bring. */
  guests: number;
  /** Added on the day ('Add someone who came'): they had not said going. */
  walkIn: boolean;
  /** Index 0: the member; 1..guests: their guests. */
  came: boolean[];
}

/** `GET /api/activities/:id/attendance` (the organisers): the list, the counts and whether it can be ticked now. */
export interface AttendanceSheet {
  activityId: number;
  title: string;
  startDate: string;
  endDate: string | null;
  timeZone: string;
  opensAt: string;
  closesAt: string;
  open: boolean;
  people: AttendancePerson[];
  /** People (members and guests) who said going. */
  saidGoing: number;
  /** People ticked as came (walk-ins included). */
  came: number;
  /** Members of the host not on the list, for 'Add someone who came' (by name). */
  others: Array<{ userId: number; name: string }>;
}

/** One tick: the member (`guestNo` 0) or one of their guests (1..n) came, or not. */
export const attendanceMarkSchema = z.object({
  userId: z.number({ error: 'Please choose who came.' }).int().positive('Please choose who came.'),
  guestNo: z
    .number({ error: 'Please choose the member or one of their guests.' })
    .int('Please choose the member or one of their guests.')
    .min(0, 'Please choose the member or one of their guests.')
    .max(GUEST_LIMIT_MAX, 'Please choose the member or one of their guests.')
    .default(0),
  came: z.boolean({ error: 'Please say whether they came.' }),
});
export type AttendanceMark = z.input<typeof attendanceMarkSchema>;

/** `POST /api/activities/:id/attendance`: ticks in the order they were made (a phone's queue sends several at once). */
export const ATTENDANCE_MARKS_MAX = 200;
export const attendanceMarksSchema = z.object({
  marks: z
    .array(attendanceMarkSchema, { error: 'Please send the ticks as a list.' })
    .min(1, 'Please send at least one tick.')
    .max(ATTENDANCE_MARKS_MAX, `Please send at most ${ATTENDANCE_MARKS_MAX} ticks at once.`),
});

/** `GET /api/users/:id/attendance`: how many activities the member came to this year (their dashboard). */
export interface MyAttendance {
  year: number;
  activities: number;
}

export const ATTENDANCE_MESSAGES = {
  organisersOnly: 'Only the organisers of this activity can take attendance.',
  notOpen: 'Attendance can be taken from 2 hours before the activity until 2 days after it.',
  notHostMember: 'Only members of the group or community hosting this activity can be added as someone who came.',
  noSuchGuest: 'This member did not say they bring that many guests.',
  walkInGuests: 'Someone added on the day is ticked on their own; their guests were not expected.',
} as const;
