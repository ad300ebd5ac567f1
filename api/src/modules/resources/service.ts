import type { Knex } from 'knex';
import type { Resource } from '@afterwork/contracts/resources';
import { notFound } from '../../http/errors';
import { createResourcesRepository, toResource, type ResourceFilter } from './repository';

export const RESOURCE_NOT_FOUND = 'Resource not found';

/** Read side of the library. Create / update / delete (admin-only, via assertAdmin) belong here too. */
export function createResourcesService(db: Knex) {
  const repo = createResourcesRepository(db);
  return {
    repo,
    list: async (filter: ResourceFilter): Promise<Resource[]> => (await repo.list(filter)).map(toResource),
    async get(id: number): Promise<Resource> {
      const row = await repo.findById(id);
      if (!row) throw notFound(RESOURCE_NOT_FOUND);
      return toResource(row);
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
