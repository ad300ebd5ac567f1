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
 * What an answer becomes (`party`: the member and their guests, issue 34; `going`: places taken by every 'going'
 * answer, guests included):
 * - 'going' while the whole party fits is going; when it does not fit it joins the end of the waitlist as one party
 *   (a new queue number); a party bigger than the activity's whole capacity is refused ('too_big');
 * - saying 'going' again keeps your place: going stays going (with more guests only while they fit, else
 *   'no_room': the answer stays as it was), a waitlisted answer keeps its queue number;
 * - 'maybe' and 'not_going' are taken as they are and leave the waitlist.
 */
export type AnswerOutcome =
  | { status: AttendeeStatus; queue: 'none' }
  | { status: 'waitlisted'; queue: 'keep'; queueNo: number | null }
  | { status: 'waitlisted'; queue: 'new' }
  | { refused: 'too_big' | 'no_room'; free: number };

export interface EarlierParty extends EarlierAnswer {
  /** 1 + the guests of the earlier answer. */
  party?: number;
}

export function decideAnswer(choice: RsvpChoice, earlier: EarlierParty | null, going: number, capacity: number | null, party = 1): AnswerOutcome {
  if (choice !== 'going') return { status: choice, queue: 'none' };
  if (capacity != null && party > capacity) return { refused: 'too_big', free: capacity };
  if (earlier?.status === 'going') {
    const before = earlier.party ?? 1;
    const othersTake = going - before;
    if (party > before && capacity != null && othersTake + party > capacity) return { refused: 'no_room', free: Math.max(0, capacity - othersTake) };
    return { status: 'going', queue: 'none' };
  }
  if (earlier?.status === 'waitlisted') return { status: 'waitlisted', queue: 'keep', queueNo: earlier.queueNo };
  if (capacity != null && going + party > capacity) return { status: 'waitlisted', queue: 'new' };
  return { status: 'going', queue: 'none' };
}

/**
 * Who moves up from the waitlist (in queue order) into `free` places: a party moves up only whole; a party that does
 * not fit stays first in line, and a smaller party behind it may go first (issue 34). Answers the ids that move.
 */
export function partiesToPromote<T extends { id: number; party: number }>(waiting: T[], free: number): T[] {
  const out: T[] = [];
  let left = free;
  for (const w of waiting) {
    if (left <= 0) break;
    if (w.party <= left) {
      out.push(w);
      left -= w.party;
    }
  }
  return out;
}

/** A spot is freed (and the waitlist may move up) when a 'going' answer becomes something else or goes. */
export const freesASpot = (before: AttendeeStatus | undefined, after: AttendeeStatus | null): boolean => before === 'going' && after !== 'going';

/** RSVPs close when the activity has started. */
export const isClosed = (startDate: Date | string, now: number = Date.now()): boolean => new Date(startDate).getTime() < now;
