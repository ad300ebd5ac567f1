import type { Knex } from 'knex';
import {
  COMMUNITY_NOT_FOUND,
  type ActivitySuggestion, type Community, type CommunityFormData, type CommunityLead, type CommunityMembershipAnswer,
  type CommunitySuggestion, type CommunityUpdateData, type UserCommunity,
} from '@afterwork/contracts/communities';
import type { Group } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertSignedIn, assertSiteAdmin, type Actor } from '../../policies/actor';
import {
  assertMayChangeOwnMembership, assertMaySeeMemberCommunities, assertMaySeeSuggestions,
} from '../../policies/communities';
import { notFound } from '../../platform/errors';
import type { MemberAnswers, UsersRepository } from '../accounts/public';
import type { GroupRepository } from '../groups/public';
import { createListCache } from '../../db/list-cache';
import { auditRepository } from '../audit/public';
import { toCommunity, toLead, type CommunitiesRepository } from './repository';

/** The town of a 'Town, Country' location (the whole location when it has no comma). */
export const communityTown = (location: string): string => location.split(',')[0]!.trim();

/**
 * Communities, their leads, members and suggestions. Their activities are activities like a group's (one table, the
 * same answers and waitlist): modules/activities serves them.
 */
export function createCommunitiesService(deps: {
  db: Knex;
  communities: CommunitiesRepository;
  users: Pick<UsersRepository, 'exists'>;
  groups: Pick<GroupRepository, 'listGroupsMeetingIn'>;
  answers: MemberAnswers;
}) {
  const { db, communities: repo, users, groups: groupRepo, answers } = deps;
  /** The explorer list, serialised once per version of the table (10k rows are read only after a change). */
  const listBody = createListCache(db, 'communities', () => repo.list());

  /** One community; with the viewer's membership when a member asks. */
  async function get(id: number, viewer: Actor = null): Promise<Community> {
    const row = await repo.findById(id);
    if (!row) throw notFound(COMMUNITY_NOT_FOUND);
    return toCommunity(row, viewer ? await repo.membership(id, viewer.id) : null);
  }

  /** The answer to a join or a leave, read inside its transaction. */
  async function membershipAnswer(trx: Knex.Transaction, id: number, userId: number): Promise<CommunityMembershipAnswer> {
    const membership = await repo.membership(id, userId, trx);
    return { joined: membership != null, memberCount: (await repo.memberCount(id, trx)) ?? 0, membership };
  }
  async function mustExist(id: number): Promise<void> {
    if (!(await repo.exists(id))) throw notFound(COMMUNITY_NOT_FOUND);
  }

  return {
    repo,
    listBody: () => listBody(null),
    get,
    async leads(viewer: Actor, id: number): Promise<CommunityLead[]> {
      await mustExist(id);
      return (await repo.leads(id, viewer)).map(toLead);
    },
    /** The groups that meet in the community's town: the first part of its 'Town, Country' location (issue 19 §2). */
    async groups(id: number): Promise<Group[]> {
      const row = await repo.findById(id);
      if (!row) throw notFound(COMMUNITY_NOT_FOUND);
      return groupRepo.listGroupsMeetingIn(communityTown(row.location));
    },
    // Admins' changes are written to the audit log in the same transaction as the change.
    async create(user: CurrentUser | undefined, data: CommunityFormData): Promise<Community> {
      assertSiteAdmin(user);
      return db.transaction(async (trx) => {
        const row = await repo.insert(data, user.id, trx);
        await auditRepository.insert(trx, {
          actor: user, action: 'community.created', targetType: 'community', targetId: row.id, targetLabel: row.name,
          details: { name: row.name, type: data.type, location: data.location },
        });
        return toCommunity(row);
      });
    },
    async update(user: CurrentUser | undefined, id: number, data: CommunityUpdateData): Promise<Community> {
      assertSiteAdmin(user);
      return db.transaction(async (trx) => {
        const row = await repo.update(id, data, trx);
        if (!row) throw notFound(COMMUNITY_NOT_FOUND);
        const fields = Object.keys(data).filter((k) => data[k as keyof CommunityUpdateData] !== undefined);
        await auditRepository.insert(trx, {
          actor: user, action: 'community.updated', targetType: 'community', targetId: id, targetLabel: row.name, details: { fields },
        });
        return toCommunity(row);
      });
    },
    async remove(user: CurrentUser | undefined, id: number): Promise<void> {
      assertSiteAdmin(user);
      await db.transaction(async (trx) => {
        const name = await repo.remove(id, trx);
        if (name === undefined) throw notFound(COMMUNITY_NOT_FOUND);
        await auditRepository.insert(trx, {
          actor: user, action: 'community.deleted', targetType: 'community', targetId: id, targetLabel: name, details: { name },
        });
      });
    },
    /** The signed-in member joins (a second join changes nothing). `created` is false when they already were a member. */
    async join(actor: Actor, id: number): Promise<{ created: boolean; answer: CommunityMembershipAnswer }> {
      assertMayChangeOwnMembership(actor);
      return db.transaction(async (trx) => {
        if (!(await repo.lockCommunity(trx, id))) throw notFound(COMMUNITY_NOT_FOUND);
        const created = await repo.addMember(trx, id, actor.id);
        return { created, answer: await membershipAnswer(trx, id, actor.id) };
      });
    },

    /** The signed-in member leaves (and stops leading it, if they did); leaving twice changes nothing. */
    async leave(actor: Actor, id: number): Promise<CommunityMembershipAnswer> {
      assertMayChangeOwnMembership(actor);
      return db.transaction(async (trx) => {
        if (!(await repo.lockCommunity(trx, id))) throw notFound(COMMUNITY_NOT_FOUND);
        if (await repo.removeMember(trx, id, actor.id)) {
          // Their answers to the community's upcoming activities go too; a freed spot goes to the waitlist.
          await answers.withdrawUpcoming(trx, { communityId: id }, actor.id);
        }
        return membershipAnswer(trx, id, actor.id);
      });
    },

    /** A member's communities (their own, or anyone's for a site admin). */
    async communitiesOf(actor: CurrentUser, userId: number): Promise<UserCommunity[]> {
      assertMaySeeMemberCommunities(actor, userId);
      if (userId !== actor.id && !(await users.exists(userId))) throw notFound('User not found');
      return repo.communitiesOf(userId);
    },

    async suggest(user: CurrentUser | undefined, id: number, title: string, details: string | null): Promise<ActivitySuggestion> {
      assertSignedIn(user);
      await mustExist(id);
      return repo.addSuggestion(id, user.id, title, details);
    },

    /** What members suggested, for the community's leads and site admins. */
    async suggestions(actor: CurrentUser, id: number): Promise<CommunitySuggestion[]> {
      await mustExist(id);
      await assertMaySeeSuggestions(actor, () => repo.isLead(id, actor.id));
      return repo.suggestions(id);
    },
  };
}
export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
