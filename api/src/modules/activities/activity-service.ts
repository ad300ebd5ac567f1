import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Activity, CreateActivityData, MyRsvp } from '@afterwork/contracts/groups';
import { COMMUNITY_NOT_FOUND, type CommunityActivity } from '@afterwork/contracts/communities';
import type { CurrentUser } from '@afterwork/contracts/users';
import { notFound } from '../../platform/errors';
import { assertMayCreateCommunityActivity } from '../../policies/communities';
import { assertMayCreateActivity, assertMaySeeAttendees, assertMaySeeMemberLists, assertOwnCalendarFeed } from '../../policies/groups';
import { assertSignedIn, type Actor } from '../../policies/actor';
import type { UsersRepository } from '../accounts/public';
import type { CommunitiesRepository } from '../communities/public';
import { GROUP_NOT_FOUND, USER_NOT_FOUND, type GroupRepository } from '../groups/public';
import type { RsvpRepository } from './rsvp-repository';
import { ACTIVITY_NOT_FOUND } from './rsvp-service';
import type { ActivityRepository } from './activity-repository';
import type { ActivityView } from './activity-view';
import type { SeriesService } from './series-service';
import type { ActivityFacts } from './facts';

/** A group's activities, a member's activities and their private calendar feed. Answers (RSVPs) are in rsvp-service.ts. */
export function createActivityService(deps: {
  db: Knex;
  activities: ActivityRepository;
  answers: RsvpRepository;
  view: ActivityView;
  series: SeriesService;
  groups: Pick<GroupRepository, 'findGroup' | 'findMembership'>;
  communities: Pick<CommunitiesRepository, 'exists' | 'isLead'>;
  users: Pick<UsersRepository, 'exists'>;
  facts: ActivityFacts;
}) {
  const { db, activities, answers: rsvps, series, groups, communities, users, facts } = deps;
  const { view, viewOne } = deps.view;

  async function requireGroup(id: number) {
    if (!(await groups.findGroup(id))) throw notFound(GROUP_NOT_FOUND);
  }
  async function requireCommunity(id: number) {
    if (!(await communities.exists(id))) throw notFound(COMMUNITY_NOT_FOUND);
  }

  async function getActivity(viewer: Actor, id: number): Promise<Activity> {
    const a = await activities.findActivity(id);
    if (!a) throw notFound(ACTIVITY_NOT_FOUND);
    return viewOne(viewer, a);
  }

  return {
    getActivity,

    async listGroupActivities(viewer: Actor, groupId: number): Promise<Activity[]> {
      await requireGroup(groupId);
      await series.extendDue({ groupId });
      return view(viewer, await activities.listGroupActivities(groupId));
    },

    /** A community's activities (upcoming first), each with the viewer's own answer. */
    async listCommunityActivities(viewer: Actor, communityId: number, now = new Date()): Promise<CommunityActivity[]> {
      await requireCommunity(communityId);
      await series.extendDue({ communityId }, now);
      return view(viewer, await activities.listCommunityActivities(communityId, now));
    },

    /** A lead (or a site admin) adds an activity to the community; members answer it like a group's. */
    async createCommunityActivity(actor: CurrentUser, communityId: number, data: CreateActivityData): Promise<CommunityActivity> {
      await requireCommunity(communityId);
      await assertMayCreateCommunityActivity(actor, () => communities.isLead(communityId, actor.id));
      const activityId = data.repeat
        ? await series.create({ communityId }, { ...data, repeat: data.repeat }, actor.id)
        : await activities.insertActivity({ communityId }, data, actor.id);
      const created = (await activities.findActivity(activityId))!;
      return { ...created, myRsvp: null };
    },

    async createActivity(user: CurrentUser, groupId: number, data: CreateActivityData) {
      await requireGroup(groupId);
      await assertMayCreateActivity(user, () => groups.findMembership(groupId, user.id));
      // The group's other members hear of it (issue 17 §3: 'their groups', at once), in the transaction that creates
      // it: never an activity without its news, nor news (a notice, a queued mail) of one that was rolled back.
      const id = await db.transaction(async (trx) => {
        const created = data.repeat
          ? await series.create({ groupId }, { ...data, repeat: data.repeat }, user.id, { trx })
          : await activities.insertActivity({ groupId }, data, user.id, trx);
        await facts.createdInGroup(trx, groupId, created, user.id);
        return created;
      });
      return getActivity(user, id);
    },

    async listAttendees(viewer: Actor, id: number) {
      assertSignedIn(viewer);
      // One statement: whether the activity exists (404), whether the viewer is a member of its host (403 unless a
      // site admin), and the list, read only when they may see it.
      const found = await rsvps.attendeesFor(id, viewer);
      if (!found) throw notFound(ACTIVITY_NOT_FOUND);
      await assertMaySeeAttendees(viewer, found.host, async () => found.isMember);
      return found.attendees;
    },

    /** The activities a member answered, with their answer (their own, or anyone's for a site admin). */
    async listUserActivities(user: CurrentUser, userId: number) {
      assertMaySeeMemberLists(user, userId);
      if (userId !== user.id && !(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      const answered = await activities.listAnsweredBy(userId);
      const answers = new Map<number, MyRsvp>();
      for (const { activity, status, queueNo, guests } of answered) {
        answers.set(activity.id, { status, guests, waitlistPosition: status === 'waitlisted' ? await rsvps.waitlistPosition(db, activity.id, queueNo) : null });
      }
      const seen = await view(user, answered.map((x) => x.activity), answers);
      return seen.map((a) => ({ ...a, status: a.myRsvp!.status, waitlistPosition: a.myRsvp!.waitlistPosition }));
    },

    /** The member's private feed token (created on first ask). */
    async calendarFeedToken(user: CurrentUser, userId: number): Promise<string> {
      assertOwnCalendarFeed(user, userId);
      const existing = await activities.feedTokenOf(user.id);
      if (existing) return existing;
      await activities.insertFeedToken(user.id, randomBytes(24).toString('hex'));
      return (await activities.feedTokenOf(user.id))!;
    },

    /** A new feed token for the member: the old address stops working. */
    async resetCalendarFeedToken(user: CurrentUser, userId: number): Promise<string> {
      assertOwnCalendarFeed(user, userId);
      await activities.replaceFeedToken(user.id, randomBytes(24).toString('hex'));
      return (await activities.feedTokenOf(user.id))!;
    },

    async feedActivities(token: string) {
      if (!/^[0-9a-f]{48}$/.test(token)) throw notFound('Calendar not found');
      const owner = await activities.feedOwner(token);
      if (owner === undefined) throw notFound('Calendar not found');
      // A series the member goes to all of is one event (RRULE); dates they chose one by one are events of their own.
      const followed = new Set(await series.followedBy(owner));
      const going = await activities.listGoingActivities(owner);
      const single = going.filter((a) => !a.repeat || !followed.has(a.repeat.seriesId));
      const whole = [];
      for (const id of [...followed].sort((a, b) => a - b)) {
        // The owner follows the series (a member of its host): they see what its members see.
        const s = await series.icsSeries(id, { id: owner } as CurrentUser);
        if (s) whole.push(s);
      }
      return { single, series: whole };
    },

    /** An activity's calendar file: the activity, or its whole series (one event with its rule) for a date of one. */
    async activityCalendar(viewer: Actor, id: number) {
      const a = await getActivity(viewer, id);
      const s = a.repeat ? await series.icsSeries(a.repeat.seriesId, viewer) : null;
      return s ? { title: a.title, single: [], series: [s] } : { title: a.title, single: [a], series: [] };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
