import type { Knex } from 'knex';
import type { Actor } from '../policies/actor';
import { profileDetailsSql } from '../policies/profiles';

/**
 * Blocks between members (issue 21): one SQL rule every list of members uses. True when `viewerId` and the member
 * in `userColumn` block each other in either direction (the blocker no longer sees the blocked member in lists;
 * the blocked member no longer sees the blocker's profile or RSVPs). Put in a `whereNot(...)` / `andWhereRaw('not ...')`.
 */
export function blockedEitherWay(db: Knex, viewerId: number, userColumn: string): Knex.Raw {
  return db.raw(
    `exists (select 1 from member_blocks mb
              where (mb.blocker_id = ? and mb.blocked_id = ??) or (mb.blocker_id = ?? and mb.blocked_id = ?))`,
    [viewerId, userColumn, userColumn, viewerId],
  );
}

/**
 * `users.avatar as avatar` as `viewer` may see it in a list of members: the picture is one of the profile's details,
 * shown as the member chose (the profile rule, policies/profiles.ts: a fresh join shows no pictures).
 */
export function shownAvatar(db: Knex, viewer: Actor): Knex.Raw {
  const rule = profileDetailsSql('users', viewer);
  // Most members have no picture: the rule (three lookups) runs only for those who have one (CASE tries in order).
  return db.raw(`case when users.avatar is null then null when ${rule.sql} then users.avatar end as avatar`, rule.bindings as Knex.RawBinding[]);
}

/**
 * True when the member in `userColumn` was blocked or reported (any report, open or closed) by `byId`: such a member
 * is never chosen to take over a group `byId` leaves or hands over (issue 31). Put in a `not (...)`.
 */
export function distrustedBy(db: Knex, byId: number, userColumn: string): Knex.Raw {
  return db.raw(
    `(exists (select 1 from member_blocks mb where mb.blocker_id = ? and mb.blocked_id = ??)
      or exists (select 1 from reports r where r.reporter_id = ? and r.target_type = 'member' and r.target_id = ??))`,
    [byId, userColumn, byId, userColumn],
  );
}
