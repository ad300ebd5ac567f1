import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Activity, CreateActivityData, MyRsvp } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { notFound } from '../../http/errors';
import { assertMayCreateActivity, assertMaySeeAttendees, assertMaySeeMemberLists, assertOwnCalendarFeed } from '../../policies/groups';
import { assertSignedIn, type Actor } from '../../policies/actor';
import { createUsersRepository } from '../accounts/repository';
import { createRsvpRepository } from '../rsvp/repository';
import { ACTIVITY_NOT_FOUND } from '../rsvp/service';
import { createActivityRepository } from './activity-repository';
import { createGroupRepository } from './group-repository';
import { createActivityView } from './activity-view';
import { GROUP_NOT_FOUND, USER_NOT_FOUND } from './group-service';

/** A group's activities, a member's activities and their private calendar feed. Answers (RSVPs) are in modules/rsvp. */
export function createActivityService(db: Knex) {
  const activities = createActivityRepository(db);
  const groups = createGroupRepository(db);
  const rsvps = createRsvpRepository(db);
  const users = createUsersRepository(db);
  const { view, viewOne } = createActivityView(db);

  async function requireGroup(id: number) {
    if (!(await groups.findGroup(id))) throw notFound(GROUP_NOT_FOUND);
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
      return view(viewer, await activities.listGroupActivities(groupId));
    },

    async createActivity(user: CurrentUser, groupId: number, data: CreateActivityData) {
      await requireGroup(groupId);
      await assertMayCreateActivity(user, () => groups.findMembership(groupId, user.id));
      return getActivity(user, await activities.insertActivity({ groupId }, data, user.id));
    },

    async listAttendees(viewer: Actor, id: number) {
      assertSignedIn(viewer);
      const host = await activities.hostOf(id);
      if (!host) throw notFound(ACTIVITY_NOT_FOUND);
      await assertMaySeeAttendees(viewer, 'groupId' in host ? 'group' : 'community', () => activities.isHostMember(host, viewer.id));
      return rsvps.listAttendees(id);
    },

    /** The activities a member answered, with their answer (their own, or anyone's for a site admin). */
    async listUserActivities(user: CurrentUser, userId: number) {
      assertMaySeeMemberLists(user, userId);
      if (userId !== user.id && !(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      const answered = await activities.listAnsweredBy(userId);
      const answers = new Map<number, MyRsvp>();
      for (const { activity, status, queueNo } of answered) {
        answers.set(activity.id, { status, waitlistPosition: status === 'waitlisted' ? await rsvps.waitlistPosition(db, activity.id, queueNo) : null });
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

    async feedActivities(token: string) {
      if (!/^[0-9a-f]{48}$/.test(token)) throw notFound('Calendar not found');
      const owner = await activities.feedOwner(token);
      if (owner === undefined) throw notFound('Calendar not found');
      return activities.listGoingActivities(owner);
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
