import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  COMMUNITY_NOT_FOUND,
  type ActivitySuggestion, type Community, type CommunityActivity, type CommunityFormData, type CommunityLead, type CommunityUpdateData,
} from '@afterwork/contracts/communities';
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertAdmin, assertUser } from '../../http/middleware';
import { notFound } from '../../http/errors';
import { createCommunitiesRepository, toActivity, toCommunity, toLead } from './repository';

/** The serialised explorer list: JSON, its gzip and its ETag, built once per version of the table. */
export interface ListBody {
  version: string;
  json: Buffer;
  gzip: Buffer;
  etag: string;
  count: number;
}

export function createCommunitiesService(db: Knex) {
  const repo = createCommunitiesRepository(db);
  let cached: ListBody | null = null;
  let building: Promise<ListBody> | null = null;

  async function build(version: string): Promise<ListBody> {
    const items = await repo.list();
    const json = Buffer.from(JSON.stringify(items));
    return {
      version,
      json,
      gzip: gzipSync(json, { level: 6 }),
      etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
      count: items.length,
    };
  }

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
    /**
     * The explorer list, serialised. A cheap version query decides whether the cached body is current, so any
     * API instance answers fresh data after another instance's change, while 10k rows are read only on change.
     */
    async listBody(): Promise<ListBody> {
      const version = await repo.listVersion();
      if (cached?.version === version) return cached;
      if (!building) {
        building = build(version).finally(() => {
          building = null;
        });
      }
      const body = await building;
      if (body.version === version) cached = body;
      return body;
    },
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
