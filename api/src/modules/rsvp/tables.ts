import type { AttendeeStatus } from '@afterwork/contracts/groups';

/** An answer to an activity (snake_case, as stored). `queue_no` orders the waitlist (from activity_waitlist_seq). */
export interface ActivityAttendeeRow {
  id: number;
  activity_id: number;
  user_id: number;
  status: AttendeeStatus;
  queue_no: number | null;
  registered_at: Date;
  updated_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    activity_attendees: ActivityAttendeeRow;
  }
}
