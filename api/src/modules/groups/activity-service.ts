import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Activity, CreateActivityData } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { notFound } from '../../http/errors';
import { assertMayCreateActivity, assertMaySeeAttendees, assertMaySeeMemberLists, assertOwnCalendarFeed } from '../../policies/groups';
import type { Actor } from '../../policies/actor';
import { createUsersRepository } from '../accounts/repository';
import { createRsvpRepository } from '../rsvp/repository';
import { ACTIVITY_NOT_FOUND } from '../rsvp/service';
import { createActivityRepository } from './activity-repository';
import { createGroupRepository } from './group-repository';
import { GROUP_NOT_FOUND, USER_NOT_FOUND } from './group-service';

/** A group's activities, a member's activities and their private calendar feed. Answers (RSVPs) are in modules/rsvp. */
export function createActivityService(db: Knex) {
  const activities = createActivityRepository(db);
  const groups = createGroupRepository(db);
  const rsvps = createRsvpRepository(db);
  const users = createUsersRepository(db);

  async function requireGroup(id: number) {
    if (!(await groups.findGroup(id))) throw notFound(GROUP_NOT_FOUND);
  }

  async function getActivity(viewer: Actor, id: number): Promise<Activity> {
    const a = await activities.findActivity(id);
    if (!a) throw notFound(ACTIVITY_NOT_FOUND);
    return { ...a, myRsvp: viewer ? await rsvps.myRsvp(id, viewer.id) : null };
  }

  return {
    getActivity,

    async listGroupActivities(viewer: Actor, groupId: number): Promise<Activity[]> {
      await requireGroup(groupId);
      const list = await activities.listGroupActivities(groupId);
      const mine = viewer ? await rsvps.myRsvps(list.map((a) => a.id), viewer.id) : null;
      return list.map((a) => ({ ...a, myRsvp: mine ? (mine.get(a.id) ?? null) : null }));
    },

    async createActivity(user: CurrentUser, groupId: number, data: CreateActivityData) {
      await requireGroup(groupId);
      await assertMayCreateActivity(user, () => groups.findMembership(groupId, user.id));
      return getActivity(user, await activities.insertActivity({ groupId }, data, user.id));
    },

    async listAttendees(viewer: Actor, id: number) {
      assertMaySeeAttendees(viewer);
      const list = await rsvps.listAttendees(id);
      // Rows prove the activity exists: only an empty answer needs the 404 check.
      if (!list.length && !(await activities.exists(id))) throw notFound(ACTIVITY_NOT_FOUND);
      return list;
    },

    /** The activities a member answered, with their answer (their own, or anyone's for a site admin). */
    async listUserActivities(user: CurrentUser, userId: number) {
      assertMaySeeMemberLists(user, userId);
      if (userId !== user.id && !(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      const out = [];
      for (const { activity, status, queueNo } of await activities.listAnsweredBy(userId)) {
        const position = status === 'waitlisted' ? await rsvps.waitlistPosition(db, activity.id, queueNo) : null;
        out.push({ ...activity, myRsvp: { status, waitlistPosition: position }, status, waitlistPosition: position });
      }
      return out;
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
