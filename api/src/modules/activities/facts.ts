import type { Knex } from 'knex';
import type { ActivityCore } from './activity-repository';

/**
 * What happens to activities that members hear of, reported by this module in the transaction that made it happen.
 * modules/notifications receives them (wired in src/compose.ts) and decides notice and mail: this module imports
 * none of it.
 */
export interface ActivityFacts {
  /** A group's new activity (a single date, or the first date of a series). */
  createdInGroup(trx: Knex.Transaction, groupId: number, activityId: number, creatorId: number): Promise<unknown>;
  /** These members moved up from the waitlist to 'going' (`guestsOf`: the guests each brings, issue 34). */
  promotedFromWaitlist(trx: Knex.Transaction, activityId: number, userIds: number[], guestsOf?: ReadonlyMap<number, number>): Promise<void>;
  /** A member took a new place at the end of the waitlist (with `guests`, as one party). */
  joinedWaitlist(trx: Knex.Transaction, activityId: number, userId: number, position: number, queueNo: number, guests?: number): Promise<void>;
  /** These activities moved (time or place); `before` is each one as it was. */
  moved(trx: Knex.Transaction, before: ActivityCore[]): Promise<void>;
  /** These activities were cancelled; `message`: the organiser's words to the members going (issue 31). */
  cancelled(trx: Knex.Transaction, activityIds: number[], message?: string | null): Promise<void>;
}
