import type { AttendeeStatus } from '@afterwork/contracts/groups';

const UPCOMING: Record<AttendeeStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going', waitlisted: 'On the waitlist' };
/** Once the activity has started, the answer is told as what happened (issue 19 §12: 'You went', not 'Going'). */
const PAST: Record<AttendeeStatus, string> = { going: 'You went', maybe: 'You said maybe', not_going: 'You did not go', waitlisted: 'You were on the waitlist' };

/**
 * A member's RSVP in words, the one wording of the shell and every remote: 'Going', 'Maybe', 'Not Going' or the
 * waitlist (with the place in line as `waitlist` asks) for an activity to come; 'You went'... for one that is past.
 */
export function rsvpStatusText(
  status: AttendeeStatus,
  { past = false, waitlistPosition, waitlist = 'long' }: { past?: boolean; waitlistPosition?: number | null; waitlist?: 'long' | 'short' } = {},
): string {
  if (past) return PAST[status] ?? status;
  if (status === 'waitlisted' && waitlistPosition) return waitlist === 'short' ? `Waitlisted #${waitlistPosition}` : `On the waitlist (number ${waitlistPosition})`;
  if (status === 'waitlisted' && waitlist === 'short') return 'Waitlisted';
  return UPCOMING[status] ?? status;
}
