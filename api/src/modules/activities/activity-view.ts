import type { Activity, MyRsvp } from '@afterwork/contracts/groups';
import { isSiteAdmin, type Actor } from '../../policies/actor';
import { maySeeMeetingLink } from '../../policies/groups';
import type { RsvpRepository } from './rsvp-repository';
import type { ActivityCore, ActivityRepository } from './activity-repository';

/**
 * Activities as one viewer may see them: with the viewer's own answer, and the meeting link of a virtual activity
 * only for those the policy lets see it (members of the host, members going, site admins). Every route that answers
 * activities (a group's, a community's, one activity, its .ics, a member's own list) goes through here.
 */
export function createActivityView(deps: { activities: ActivityRepository; answers: RsvpRepository }) {
  const { activities, answers: rsvps } = deps;

  /** `answers`: the answer to show per activity, when it is not the viewer's own (a member's list seen by an admin). */
  async function view(viewer: Actor, list: ActivityCore[], answers?: Map<number, MyRsvp>): Promise<Activity[]> {
    const mine = answers ?? (viewer && list.length ? await rsvps.myRsvps(list.map((a) => a.id), viewer.id) : null);
    const needsHosts = !!viewer && !isSiteAdmin(viewer) && list.some((a) => a.meetingLink);
    const hosts = needsHosts ? await activities.hostMemberships(viewer.id) : null;
    return list.map((a) => {
      const myRsvp = mine ? (mine.get(a.id) ?? null) : null;
      const isHostMember = !!hosts && (a.groupId != null ? hosts.groups.has(a.groupId) : a.communityId != null && hosts.communities.has(a.communityId));
      const meetingLink = a.meetingLink && maySeeMeetingLink(viewer, { isHostMember, myStatus: myRsvp?.status }) ? a.meetingLink : null;
      return { ...a, meetingLink, myRsvp };
    });
  }
  return { view, viewOne: async (viewer: Actor, a: ActivityCore): Promise<Activity> => (await view(viewer, [a]))[0] };
}
export type ActivityView = ReturnType<typeof createActivityView>;
