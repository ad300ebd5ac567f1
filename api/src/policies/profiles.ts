// Members' profiles: who may see and change them (see actor.ts for the house rule).
import type { CurrentUser, ProfileVisibility } from '@afterwork/contracts/users';
import { assertSignedIn, isSiteAdmin, type Actor } from './actor';
import { assertMemberVisible, visibleSql } from './visibility';

export const USER_NOT_FOUND = 'User not found';

/**
 * A member's public profile (never email or RSVPs): any signed-in member, except one the member blocked (issue 21),
 * who is answered exactly as for a member that does not exist.
 */
export function assertMaySeeProfile(viewer: Actor, target?: { blockedViewer: boolean }): asserts viewer is CurrentUser {
  assertSignedIn(viewer);
  if (target) assertMemberVisible(target, USER_NOT_FOUND);
}

/** Days two members must both have been in a group or community before it connects them (PROFILE_CONNECTION_DAYS). */
let connectionDays = 14;
/** Set once at start from the configuration (createApp). */
export function setProfileConnectionDays(days: number): void {
  connectionDays = days;
}

/**
 * Who sees a member's details: the picture, about, place, profession and interests (issue 18, finding 5; issue 32,
 * findings 5 and 6). The one rule every answer that shows another member uses (profile, lists of members and
 * attendees, connections, a community's leads), as SQL over the member's `users` row (`u`, an alias):
 * - the member themself and site admins: always;
 * - 'members': every signed-in member (never a visitor: visitors see no profiles);
 * - 'nobody': nobody else;
 * - 'connections' (the default): a member who has shared a group or community with them, both members for at least
 *   PROFILE_CONNECTION_DAYS days (14) and both still in it, or who went with them to the same activity, once it has
 *   taken place. A fresh join counts for nothing (join, read, leave shows nothing), nor does anything hidden by a
 *   moderator.
 * Blocks (either way) take a member out of lists altogether, and out of the profile of the one who blocked.
 */
export function profileDetailsSql(u: string, viewer: Actor): { sql: string; bindings: unknown[] } {
  // One text whoever asks (admin, member or visitor: bindings only), so a statement that uses it may be prepared.
  const id = viewer?.id ?? null;
  const since = `now() - ?::int * interval '1 day'`;
  return {
    sql: `(?::boolean or (?::int is not null and (${u}.id = ?::int or ${u}.profile_visibility = 'members'
      or (${u}.profile_visibility = 'connections' and (
        exists (select 1 from group_members px join group_members py on py.group_id = px.group_id join groups pg on pg.id = px.group_id
                 where px.user_id = ${u}.id and py.user_id = ?::int and ${visibleSql.group('pg')} and greatest(px.joined_at, py.joined_at) <= ${since})
        or exists (select 1 from community_members px join community_members py on py.community_id = px.community_id
                     join communities pc on pc.id = px.community_id
                    where px.user_id = ${u}.id and py.user_id = ?::int and ${visibleSql.community('pc')} and greatest(px.joined_at, py.joined_at) <= ${since})
        or exists (select 1 from activity_attendees px join activity_attendees py on py.activity_id = px.activity_id
                     join activities pa on pa.id = px.activity_id
                    where px.user_id = ${u}.id and py.user_id = ?::int and px.status = 'going' and py.status = 'going'
                      and pa.start_date < now() and ${visibleSql.activity('pa')}))))))`,
    bindings: [isSiteAdmin(viewer), id, id, id, connectionDays, id, connectionDays, id],
  };
}

/**
 * Which parts of a profile a viewer sees: the name always; the details as `profileDetailsSql` decides (`detailsShown`
 * runs it); the username only when the member chose to show it (the member themself and site admins see all).
 */
export async function profileParts(
  viewer: CurrentUser,
  member: { id: number; visibility: ProfileVisibility; showUsername: boolean },
  detailsShown: () => Promise<boolean>,
): Promise<{ details: boolean; username: boolean }> {
  const own = viewer.id === member.id || isSiteAdmin(viewer);
  return { details: own || (await detailsShown()), username: own || member.showUsername };
}

/** A profile is changed by its own member only (the API always acts on the signed-in member). */
export function assertMayEditOwnProfile(actor: Actor): asserts actor is CurrentUser {
  assertSignedIn(actor);
}
