import type { Knex } from 'knex';
import type { CreateGroupData, GroupMember } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { PLACE_NOT_FOUND } from '@afterwork/contracts/communities';
import { nearestFirst, resolvePlace } from '../places/public';
import { createListCache } from '../../db/list-cache';
import { assertMayJoin, assertMayRemoveMember, assertMaySetMemberRole, assertMaySeeMemberLists, assertMaySeeMembers, GROUP_MESSAGES } from '../../policies/groups';
import { assertSignedIn, type Actor } from '../../policies/actor';
import type { MemberAnswers, UsersRepository } from '../accounts/public';
import type { GroupRepository } from './group-repository';

export const GROUP_NOT_FOUND = 'Group not found';
export const USER_NOT_FOUND = 'User not found';

/** Groups and their memberships. */
export function createGroupService(deps: { db: Knex; groups: GroupRepository; users: Pick<UsersRepository, 'exists'>; answers: MemberAnswers }) {
  const { db, groups, users, answers } = deps;
  /**
   * The groups list, serialised per filter (whole list, search, type) once per version of the tables: 2,000
   * groups are read only after a change. Up to 200 filtered answers are kept.
   */
  const listBody = createListCache(db, 'groups', async (filter: { search?: string; type?: string; near?: string }) => {
    const list = await groups.listGroups({ search: filter.search, type: filter.type });
    return filter.near ? nearestFirst(list, filter.near) : list;
  }, { maxKeys: 200 });

  async function requireGroup(id: number, q: Knex = db) {
    const group = await groups.findGroup(id, q);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return group;
  }

  return {
    listBody: (filter: { search?: string; type?: string; near?: string }) => {
      // An unknown town is said at once (400), before any list is built or kept for it.
      if (filter.near && !resolvePlace(filter.near, 1).length) throw badRequest(PLACE_NOT_FOUND, { near: PLACE_NOT_FOUND });
      return listBody({ search: filter.search || undefined, type: filter.type || undefined, near: filter.near || undefined });
    },
    getGroup: (id: number) => requireGroup(id),

    async createGroup(user: CurrentUser, data: CreateGroupData) {
      const id = await db.transaction((trx) => groups.insertGroup(trx, data, user.id));
      return requireGroup(id);
    },

    /** `withBlocked`: also the members the viewer blocked, marked (the Members tab; issue 31). */
    async listMembers(viewer: Actor, groupId: number, withBlocked = false) {
      assertSignedIn(viewer);
      await requireGroup(groupId);
      await assertMaySeeMembers(viewer, async () => !!(await groups.findMembership(groupId, viewer.id)));
      return groups.listMembers(groupId, viewer, withBlocked);
    },

    async join(user: CurrentUser, groupId: number, body: { userId?: number; role?: string }): Promise<GroupMember> {
      assertMayJoin(user, body);
      return db.transaction(async (trx) => {
        if (!(await groups.lockGroup(trx, groupId))) throw notFound(GROUP_NOT_FOUND);
        try {
          const m = await groups.insertMember(trx, groupId, user.id);
          await groups.recountMembers(trx, groupId);
          // Joining a group its last member left makes you its admin (a group always has one while it has members).
          const role = (await groups.handOverIfNoAdmin(trx, groupId, null)) === user.id ? 'admin' : m.role;
          return { id: m.id, groupId, userId: user.id, role, joinedAt: m.joined_at.toISOString(), name: user.name, avatar: user.avatar };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(GROUP_MESSAGES.alreadyMember);
          throw err;
        }
      });
    },

    /**
     * Leave or remove: the member themself, a group admin or a site admin. Their upcoming RSVPs in the group go too.
     * When the last admin goes, the longest-standing member becomes admin (the leave dialog says so beforehand), never
     * one the leaver blocked or reported. A block never stops an organiser removing a member (issue 31).
     * Answers the new admin's user id, if there is one.
     */
    async removeMember(user: CurrentUser, groupId: number, userId: number): Promise<number | null> {
      return db.transaction(async (trx) => {
        if (!(await groups.lockGroup(trx, groupId))) throw notFound(GROUP_NOT_FOUND);
        await assertMayRemoveMember(user, userId, () => groups.findMembership(groupId, user.id, trx));
        if (!(await groups.deleteMember(trx, groupId, userId))) throw notFound(GROUP_MESSAGES.notMember);
        await groups.recountMembers(trx, groupId);
        const newAdmin = await groups.handOverIfNoAdmin(trx, groupId, userId);
        // Upcoming answers in this group are withdrawn; a freed spot goes to the waitlist.
        await answers.withdrawUpcoming(trx, { groupId }, userId);
        return newAdmin;
      });
    },

    /** A group admin makes a member a co-organiser (issue 34), or a plain member again. */
    async setMemberRole(user: CurrentUser, groupId: number, userId: number, role: 'member' | 'organiser'): Promise<{ userId: number; role: 'member' | 'organiser' }> {
      return db.transaction(async (trx) => {
        if (!(await groups.lockGroup(trx, groupId))) throw notFound(GROUP_NOT_FOUND);
        const target = await groups.findMembership(groupId, userId, trx);
        await assertMaySetMemberRole(user, () => groups.findMembership(groupId, user.id, trx), target);
        if (!target || !(await groups.setRole(trx, groupId, userId, role))) throw notFound(GROUP_MESSAGES.notMember);
        return { userId, role };
      });
    },

    /** A deleted account leaves the group (in the deletion's transaction): the member count follows. */
    async removeDeletedMember(trx: Knex.Transaction, groupId: number, userId: number): Promise<void> {
      await groups.deleteMember(trx, groupId, userId);
      await groups.recountMembers(trx, groupId);
    },

    /** A member's groups (their own, or anyone's for a site admin). */
    async listUserGroups(user: CurrentUser, userId: number) {
      assertMaySeeMemberLists(user, userId);
      if (userId !== user.id && !(await users.exists(userId))) throw notFound(USER_NOT_FOUND);
      return groups.listUserGroups(userId);
    },
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
