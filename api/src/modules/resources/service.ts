import type { Knex } from 'knex';
import type { Resource, ResourceFormData } from '@afterwork/contracts/resources';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, notFound } from '../../platform/errors';
import { assertSiteAdmin } from '../../policies/actor';
import { createResourcesRepository, toResource, type ResourceFilter, type ResourceWrite } from './repository';
import { sanitizeResourceHtml } from './sanitize';
import { createListCache } from '../../db/list-cache';

export const RESOURCE_NOT_FOUND = 'Resource not found';

/** Form fields (camelCase, validated) to columns; HTML content is sanitised here, when stored. */
function toWrite(data: Partial<ResourceFormData>): Partial<ResourceWrite> {
  const out: Partial<ResourceWrite> = {};
  if (data.title !== undefined) out.title = data.title;
  if (data.description !== undefined) out.description = data.description;
  if (data.category !== undefined) out.category = data.category;
  if (data.iconName !== undefined) out.icon_name = data.iconName;
  if (data.link !== undefined) out.link = data.link;
  if (data.content !== undefined) out.content = sanitizeResourceHtml(data.content);
  if (data.featured !== undefined) out.featured = data.featured;
  return out;
}

/** The library. Reads are public; create, update and delete are admin-only (checked here, whatever the route). */
export function createResourcesService(db: Knex) {
  const repo = createResourcesRepository(db);
  const listBody = createListCache(db, 'resources', async (filter: ResourceFilter) => (await repo.list(filter)).map(toResource), { maxKeys: 200 });
  return {
    repo,
    /** The list serialised per filter, once per version of the table (up to 200 filters kept). */
    listBody: (filter: ResourceFilter) => listBody({ category: filter.category || undefined, featured: filter.featured || undefined, search: filter.search || undefined }),
    async get(id: number): Promise<Resource> {
      const row = await repo.findById(id);
      if (!row) throw notFound(RESOURCE_NOT_FOUND);
      return toResource(row);
    },
    /** `createdBy` is the signed-in admin, never anything from the request body. */
    async create(user: CurrentUser | undefined, data: ResourceFormData): Promise<Resource> {
      assertSiteAdmin(user);
      const row = await repo.insert({ ...(toWrite(data) as ResourceWrite), created_by: user.id });
      return toResource(row);
    },
    async update(user: CurrentUser | undefined, id: number, patch: Partial<ResourceFormData>): Promise<Resource> {
      assertSiteAdmin(user);
      const write = toWrite(patch);
      if (Object.keys(write).length === 0) throw badRequest('Nothing to update');
      const row = await repo.update(id, write);
      if (!row) throw notFound(RESOURCE_NOT_FOUND);
      return toResource(row);
    },
    async remove(user: CurrentUser | undefined, id: number): Promise<{ id: number; deleted: true }> {
      assertSiteAdmin(user);
      if (!(await repo.remove(id))) throw notFound(RESOURCE_NOT_FOUND);
      return { id, deleted: true };
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
