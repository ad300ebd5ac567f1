import type { Knex } from 'knex';
import { visibleSql } from '../../policies/visibility';
import type { Resource } from '@afterwork/contracts/resources';
import type { ResourceRow } from '../../db/tables';
import { iso } from '../../db';
import { likePattern } from '../../db/like-pattern';

export const toResource = (r: ResourceRow): Resource => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  iconName: r.icon_name,
  link: r.link,
  content: r.content,
  featured: !!r.featured,
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by,
  updatedAt: iso(r.updated_at)!,
});

export interface ResourceFilter {
  category?: string;
  featured?: boolean;
  search?: string;
}

/** Columns as stored (snake_case); what create and update write. */
export type ResourceWrite = Pick<ResourceRow, 'title' | 'description' | 'category' | 'icon_name' | 'link' | 'content' | 'featured'>;

export function createResourcesRepository(db: Knex) {
  /** The list query (exposed so tests can EXPLAIN exactly what runs). */
  const listQuery = (filter: ResourceFilter) => {
    // A resource hidden by a moderator (issue 21) leaves the library (the visibility rule, policies/visibility.ts).
    const q = db('resources').select('*').whereRaw(visibleSql.resource());
    if (filter.category) q.where('category', filter.category);
    if (filter.featured) q.where('featured', true);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      // ILIKE '%term%' is served by the pg_trgm GIN indexes on title and description.
      q.where((w) => w.whereRaw(`title ilike ? escape '\\'`, [pattern]).orWhereRaw(`description ilike ? escape '\\'`, [pattern]));
    }
    return q.orderBy([{ column: 'featured', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  };
  return {
    listQuery,
    list: (filter: ResourceFilter): Promise<ResourceRow[]> => listQuery(filter),
    findById: (id: number): Promise<ResourceRow | undefined> => db('resources').where({ id }).whereRaw(visibleSql.resource()).first(),
    async insert(data: ResourceWrite & { created_by: number }): Promise<ResourceRow> {
      const [row] = await db('resources').insert(data).returning('*');
      return row as ResourceRow;
    },
    async update(id: number, patch: Partial<ResourceWrite>): Promise<ResourceRow | undefined> {
      // A hidden resource is not there for anyone, site admins included (issue 32).
      const [row] = await db('resources').where({ id }).whereRaw(visibleSql.resource()).update({ ...patch, updated_at: db.fn.now() }).returning('*');
      return row as ResourceRow | undefined;
    },
    /** True when a row was deleted. */
    remove: async (id: number): Promise<boolean> => (await db('resources').where({ id }).whereRaw(visibleSql.resource()).delete().returning('id')).length > 0,
  };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
