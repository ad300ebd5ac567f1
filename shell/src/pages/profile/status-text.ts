import type { AttendeeStatus } from '@afterwork/contracts/groups';

const STATUS_TEXT: Record<AttendeeStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going', waitlisted: 'On the waitlist' };

/** A member's answer in words, with their place on the waitlist. */
export function statusText(status: AttendeeStatus, waitlistPosition?: number | null): string {
  if (status === 'waitlisted' && waitlistPosition) return `On the waitlist (number ${waitlistPosition})`;
  return STATUS_TEXT[status] ?? status;
}
