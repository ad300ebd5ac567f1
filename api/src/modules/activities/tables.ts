import type { AttendeeStatus } from '@afterwork/contracts/groups';

/** Row types of the activities area (snake_case, as stored), merged into knex's typed tables. */

/** An answer to an activity. `queue_no` orders the waitlist (from activity_waitlist_seq). */
export interface ActivityAttendeeRow {
  id: number;
  activity_id: number;
  user_id: number;
  status: AttendeeStatus;
  /** Guests the member brings (issue 34): a 'going' answer takes 1 + guests places. */
  guests: number;
  queue_no: number | null;
  registered_at: Date;
  updated_at: Date;
}

/**
 * An activity (table `activities`), hosted by a group or by a community: exactly one of `group_id` and
 * `community_id` is set (a check constraint).
 */
export interface ActivityRow {
  id: number;
  group_id: number | null;
  community_id: number | null;
  title: string;
  description: string;
  location: string | null;
  is_virtual: boolean;
  meeting_link: string | null;
  start_date: Date;
  end_date: Date | null;
  /** IANA zone the activity is planned in (issue 22). */
  time_zone: string;
  /** The series this date belongs to, the start its rule gave it, and whether it was changed on its own. */
  series_id: number | null;
  occurrence_start: Date | null;
  is_modified: boolean;
  max_attendees: number | null;
  /** How many guests one member may bring (issue 34). */
  guest_limit: number;
  image: string | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}
export interface CalendarFeedRow {
  user_id: number;
  token: string;
  created_at: Date;
}

/** A person who came to an activity (issue 34): `guest_no` 0 is the member, 1..n their guests. */
export interface ActivityAttendanceRow {
  activity_id: number;
  user_id: number;
  guest_no: number;
  walk_in: boolean;
  marked_by: number | null;
  marked_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    activity_attendance: ActivityAttendanceRow;
    activities: ActivityRow;
    activity_attendees: ActivityAttendeeRow;
    calendar_feeds: CalendarFeedRow;
  }
}
