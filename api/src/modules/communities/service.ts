import type { Knex } from 'knex';
import {
  COMMUNITY_NOT_FOUND,
  type ActivitySuggestion, type Community, type CommunityActivity, type CommunityFormData, type CommunityLead, type CommunityUpdateData,
} from '@afterwork/contracts/communities';
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertAdmin, assertUser } from '../../http/middleware';
import { notFound } from '../../http/errors';
import { createListCache } from '../../db/list-cache';
import { createCommunitiesRepository, toActivity, toCommunity, toLead } from './repository';

export function createCommunitiesService(db: Knex) {
  const repo = createCommunitiesRepository(db);
  /** The explorer list, serialised once per version of the table (10k rows are read only after a change). */
  const listBody = createListCache(db, 'communities', () => repo.list());

  async function get(id: number): Promise<Community> {
    const row = await repo.findById(id);
    if (!row) throw notFound(COMMUNITY_NOT_FOUND);
    return toCommunity(row);
  }
  async function mustExist(id: number): Promise<void> {
    if (!(await repo.exists(id))) throw notFound(COMMUNITY_NOT_FOUND);
  }

  return {
    repo,
    listBody: () => listBody(null),
    get,
    async leads(id: number): Promise<CommunityLead[]> {
      await mustExist(id);
      return (await repo.leads(id)).map(toLead);
    },
    async activities(id: number, now = new Date()): Promise<CommunityActivity[]> {
      await mustExist(id);
      return (await repo.activities(id, now)).map(toActivity);
    },
    async create(user: CurrentUser | undefined, data: CommunityFormData): Promise<Community> {
      assertAdmin(user);
      return toCommunity(await repo.insert(data, user.id));
    },
    async update(user: CurrentUser | undefined, id: number, data: CommunityUpdateData): Promise<Community> {
      assertAdmin(user);
      const row = await repo.update(id, data);
      if (!row) throw notFound(COMMUNITY_NOT_FOUND);
      return toCommunity(row);
    },
    async remove(user: CurrentUser | undefined, id: number): Promise<void> {
      assertAdmin(user);
      if (!(await repo.remove(id))) throw notFound(COMMUNITY_NOT_FOUND);
    },
    async suggest(user: CurrentUser | undefined, id: number, title: string, details: string | null): Promise<ActivitySuggestion> {
      assertUser(user);
      await mustExist(id);
      return repo.addSuggestion(id, user.id, title, details);
    },
  };
}
export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
