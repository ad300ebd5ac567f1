import type { Knex } from 'knex';

/**
 * What leaving a host (a group, a community, or the site) does to the member's answers to its upcoming activities:
 * they are withdrawn, and a freed spot goes to the waitlist. modules/activities does it (its rsvp service), wired in
 * src/compose.ts: accounts, groups and communities, below activities in the module tree, import none of it.
 */
export interface MemberAnswers {
  withdrawUpcoming(trx: Knex.Transaction, host: { groupId: number } | { communityId: number } | null, userId: number): Promise<void>;
}
