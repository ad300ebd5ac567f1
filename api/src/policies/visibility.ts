// What a viewer may see at all (issue 32, finding 3): the one rule "visible to this viewer" (see actor.ts for the house
// rule). Every read, join, leave, RSVP, list, search, guide suggestion, portal, calendar feed and mail goes through it:
// repositories put `visibleSql` in their WHERE, services answer a miss with `assertVisible` (404, the words used for a
// thing that never existed), so a hidden thing and a missing one cannot be told apart.
import { notFound } from '../platform/errors';

/**
 * Content a moderator hid (issue 21) is gone for everyone, site admins included: no page, list, search, guide
 * suggestion, portal, feed, reminder or digest shows it, and nothing can be done with it (join, leave, RSVP, follow a
 * series, suggest, report, create an activity in it). An activity is hidden when it is, or when the group or community
 * hosting it is; a series when its host is. Only the moderators' queue and the audit log still name it (what the
 * moderators judged). The SQL form, for repositories: each takes the alias the table has in the query.
 */
export const visibleSql = {
  group: (g = 'groups') => `${g}.hidden_at is null`,
  community: (c = 'communities') => `${c}.hidden_at is null`,
  resource: (r = 'resources') => `${r}.hidden_at is null`,
  /** The activity, and the group or community hosting it. */
  activity: (a = 'activities') =>
    `(${a}.hidden_at is null
      and not exists (select 1 from groups vg where vg.id = ${a}.group_id and vg.hidden_at is not null)
      and not exists (select 1 from communities vc where vc.id = ${a}.community_id and vc.hidden_at is not null))`,
  /** A series of dates: its host. */
  series: (s = 'activity_series') =>
    `(not exists (select 1 from groups vg where vg.id = ${s}.group_id and vg.hidden_at is not null)
      and not exists (select 1 from communities vc where vc.id = ${s}.community_id and vc.hidden_at is not null))`,
  /**
   * An in-site notice (`n`, a `notifications` row) about something: its link names the activity, group or community
   * it is about, and a notice about a hidden one goes from the bell with it.
   */
  notice: (n = 'notifications') =>
    `(not exists (select 1 from activities na where na.id = substring(${n}.link from '^/activities/([0-9]{1,9})$')::int
                    and not (na.hidden_at is null
                      and not exists (select 1 from groups vg where vg.id = na.group_id and vg.hidden_at is not null)
                      and not exists (select 1 from communities vc where vc.id = na.community_id and vc.hidden_at is not null)))
      and not exists (select 1 from groups ng where ng.id = substring(${n}.link from '^/groups/([0-9]{1,9})$')::int and ng.hidden_at is not null)
      and not exists (select 1 from communities nc where nc.id = substring(${n}.link from '^/communities/([0-9]{1,9})$')::int and nc.hidden_at is not null))`,
} as const;

/** 404 with `message` unless the thing was found as visible (a hidden one reads as not found). */
export function assertVisible<T>(found: T | null | undefined | false, message: string): asserts found is T {
  if (!found) throw notFound(message);
}

/**
 * A member is hidden from a member they blocked (issue 21): their profile, their name in lists, and every answer about
 * them (block, unblock, report) reads exactly as for a member that does not exist (issue 32, finding 8). The blocker
 * still sees the member they blocked (to unblock them).
 */
export function assertMemberVisible(member: { blockedViewer: boolean } | null | undefined, message: string): void {
  if (!member || member.blockedViewer) throw notFound(message);
}
