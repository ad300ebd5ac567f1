import type { Activity, AttendeeStatus } from '@afterwork/contracts/groups';
import { isUpcoming } from './dates';
import { rsvpStatusText } from './rsvp-words';

/** maxAttendees minus those going; null when there is no capacity (spec part 2 §4). Never below 0. */
export function remainingSpots(a: Pick<Activity, 'maxAttendees' | 'goingCount'>): number | null {
  if (a.maxAttendees == null) return null;
  return Math.max(0, a.maxAttendees - a.goingCount);
}

export type SpotsBadge = { text: string; tone: 'ok' | 'low' | 'full' } | null;

/** The spots badge: amber at 3 or fewer, 'At capacity' at 0. */
export function spotsBadge(remaining: number | null): SpotsBadge {
  if (remaining == null) return null;
  if (remaining <= 0) return { text: 'At capacity', tone: 'full' };
  return { text: `${remaining} ${remaining === 1 ? 'spot' : 'spots'} left`, tone: remaining <= 3 ? 'low' : 'ok' };
}

/** The capacity line of the activity page. */
export function capacityLine(a: Pick<Activity, 'maxAttendees' | 'goingCount'>): string {
  if (a.maxAttendees == null) return `${a.goingCount} going · no limit on places`;
  return `${a.goingCount} of ${a.maxAttendees} places taken`;
}

export interface RsvpButtonState {
  /** Absent for past activities (spec: no RSVP button). */
  show: boolean;
  label: 'Are you going?' | 'Change my answer' | 'Activity Full';
  disabled: boolean;
  /** Beyond the spec: on a full activity, a separate 'Join the waitlist' button is offered. */
  waitlist: boolean;
}

/**
 * Spec part 2 §4, in plain words (issue 31): 'Are you going?', or 'Change my answer' once answered (the spec's 'RSVP'
 * and 'Update RSVP'); at capacity the button reads 'Activity Full' and is
 * disabled unless the member is already going. Beyond the spec: a full activity offers its waitlist, and a
 * waitlisted member can still change their answer.
 */
export function rsvpButton(a: Pick<Activity, 'maxAttendees' | 'goingCount' | 'startDate'>, status: AttendeeStatus | null | undefined, now = Date.now()): RsvpButtonState {
  if (!isUpcoming(a, now)) return { show: false, label: 'Are you going?', disabled: true, waitlist: false };
  const full = remainingSpots(a) === 0;
  if (full && status !== 'going' && status !== 'waitlisted') return { show: true, label: 'Activity Full', disabled: true, waitlist: true };
  return { show: true, label: status ? 'Change my answer' : 'Are you going?', disabled: false, waitlist: false };
}

/** The member's RSVP badge text: Going, Maybe, Not Going, or 'Waitlisted #n'; 'You went'... once the activity is past. */
export const rsvpBadgeText = (status: AttendeeStatus, position?: number | null, past = false): string =>
  rsvpStatusText(status, { past, waitlistPosition: position, waitlist: 'short' });
