// RSVP and waitlist rules, pure (no database): what an answer becomes and who moves up. The service applies them
// inside one locked transaction per activity (service.ts); mentor sessions share the capacity rule.
import type { AttendeeStatus, RsvpChoice } from '@afterwork/contracts/groups';

/** A place with `capacity` spots (null: unlimited) and `taken` of them used is full. */
export const isFull = (taken: number, capacity: number | null): boolean => capacity != null && taken >= capacity;

/** How many spots are free (Infinity without a capacity). */
export const freeSpots = (taken: number, capacity: number | null): number => (capacity == null ? Infinity : Math.max(0, capacity - taken));

/** A member's earlier answer, as far as the rules care. */
export interface EarlierAnswer {
  status: AttendeeStatus;
  queueNo: number | null;
}

/**
 * What an answer becomes:
 * - 'going' while there is room is going; on a full activity it joins the end of the waitlist (a new queue number);
 *   saying 'going' again keeps your place (going stays going, a waitlisted answer keeps its queue number);
 * - 'maybe' and 'not_going' are taken as they are and leave the waitlist.
 */
export type AnswerOutcome =
  | { status: AttendeeStatus; queue: 'none' }
  | { status: 'waitlisted'; queue: 'keep'; queueNo: number | null }
  | { status: 'waitlisted'; queue: 'new' };

export function decideAnswer(choice: RsvpChoice, earlier: EarlierAnswer | null, going: number, capacity: number | null): AnswerOutcome {
  if (choice !== 'going') return { status: choice, queue: 'none' };
  if (earlier?.status === 'going') return { status: 'going', queue: 'none' };
  if (earlier?.status === 'waitlisted') return { status: 'waitlisted', queue: 'keep', queueNo: earlier.queueNo };
  if (isFull(going, capacity)) return { status: 'waitlisted', queue: 'new' };
  return { status: 'going', queue: 'none' };
}

/** A spot is freed (and the waitlist may move up) when a 'going' answer becomes something else or goes. */
export const freesASpot = (before: AttendeeStatus | undefined, after: AttendeeStatus | null): boolean => before === 'going' && after !== 'going';

/** RSVPs close when the activity has started. */
export const isClosed = (startDate: Date | string, now: number = Date.now()): boolean => new Date(startDate).getTime() < now;
