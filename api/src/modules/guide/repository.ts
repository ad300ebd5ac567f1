import type { Knex } from 'knex';
import type { GuideSuggestion } from '@afterwork/contracts/guide';
import { iso } from '../../db';
import { visibleSql } from '../../policies/visibility';

/** The member's place as a point, when their town is known. */
export type NearPoint = { latitude: number; longitude: number };

export type SearchKind = 'community' | 'group' | 'activity' | 'mentor' | 'resource';
export const SEARCH_KINDS: SearchKind[] = ['community', 'group', 'activity', 'mentor', 'resource'];

export interface Hit extends GuideSuggestion {
  rank: number;
}

/** Tables each kind reads. Other areas own them; a kind whose tables are missing is simply skipped. */
const TABLES = ['communities', 'groups', 'activities', 'mentors', 'resources'] as const;
type Table = (typeof TABLES)[number];

interface Row {
  id: number;
  title: string;
  detail: string | null;
  start_date?: Date | string | null;
  rank: number | string | null;
}

const tsv = (weightA: string, rest: string) =>
  `setweight(to_tsvector('english', coalesce(${weightA}, '')), 'A') || setweight(to_tsvector('english', concat_ws(' ', ${rest})), 'B')`;

/**
 * Full-text search over the platform's own content. `query` is a to_tsquery text built from safe words (see terms.ts);
 * null lists the top items of the kind (largest communities and groups, soonest activities, best-rated mentors,
 * the library's own order).
 */
export function createGuideRepository(db: Knex) {
  async function presentTables(): Promise<Set<Table>> {
    const cols = TABLES.map((t) => `to_regclass('${t}') is not null as "${t}"`).join(', ');
    const { rows } = (await db.raw(`select ${cols}`)) as { rows: Array<Record<Table, boolean>> };
    return new Set(TABLES.filter((t) => rows[0]?.[t]));
  }

  /** The shared FROM/WHERE/ORDER for one kind. */
  async function run(sql: string, query: string | null, limit: number, near: string, origin: NearPoint | null = null): Promise<Row[]> {
    const q = query ?? '';
    const { rows } = (await db.raw(sql, { q, limit, hasQuery: query !== null, near, lat: origin?.latitude ?? null, lng: origin?.longitude ?? null })) as { rows: Row[] };
    return rows;
  }

  const rankExpr = (vector: string) => `case when :hasQuery then ts_rank(${vector}, to_tsquery('english', :q)) else 0 end`;
  const matchExpr = (vector: string) => `(not :hasQuery or ${vector} @@ to_tsquery('english', :q))`;
  /** 1 for a place in the member's town (issue 19 §14: suggestions prefer places near the member), else 0. */
  const nearExpr = (location: string) => `(case when :near <> '' and ${location} ilike :near then 1 else 0 end)`;
  /**
   * How far a community is from the member, in steps of 50 km (issue 31: nearest first, nothing from another
   * continent while something near exists); 0 for everyone when the member's town is not known.
   */
  const distanceStep = (alias: string) => `(case when cast(:lat as float8) is null or ${alias}.latitude is null then 0 else floor(6371 * 2 * asin(least(1, sqrt(
      power(sin(radians(${alias}.latitude - cast(:lat as float8)) / 2), 2)
      + cos(radians(cast(:lat as float8))) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - cast(:lng as float8)) / 2), 2)))) / 50) end)`;

  const searchers: Record<SearchKind, (tables: Set<Table>, query: string | null, limit: number, near: string, origin: NearPoint | null) => Promise<Hit[]>> = {
    async community(tables, query, limit, near, origin) {
      if (!tables.has('communities')) return [];
      const v = tsv('c.name', 'c.type, c.location, c.description');
      const rows = await run(
        `select c.id, c.name as title, c.location as detail, ${rankExpr(v)} as rank from communities c
         where ${matchExpr(v)} and ${visibleSql.community('c')} order by ${nearExpr('c.location')} desc, ${distanceStep('c')}, rank desc, c.member_count desc, c.id limit :limit`,
        query, limit, near, origin,
      );
      return rows.map((r) => hit('community', r, `/communities/${r.id}`));
    },

    async group(tables, query, limit, near) {
      if (!tables.has('groups')) return [];
      const v = tsv('g.name', 'g.type, g.location, g.description');
      const rows = await run(
        `select g.id, g.name as title, coalesce(g.location, initcap(g.type) || ' group') as detail, ${rankExpr(v)} as rank from groups g
         where ${matchExpr(v)} and ${visibleSql.group('g')} order by ${nearExpr('g.location')} desc, rank desc, g.member_count desc, g.id limit :limit`,
        query, limit, near,
      );
      return rows.map((r) => hit('group', r, `/groups/${r.id}`));
    },

    async activity(tables, query, limit, near) {
      if (!tables.has('activities')) return [];
      // A group activity matches its group's name and type too; a community's does not: its generic activities
      // ("Welcome morning") would match every question about the community.
      const v = tsv('a.title', 'a.description, a.location, g.name, g.type');
      const rows = await run(
        `select a.id, a.title,
           case when a.is_virtual then 'Online, with ' || coalesce(g.name, c.name) else coalesce(a.location, g.name, c.name) end as detail,
           a.start_date, ${rankExpr(v)} as rank
         from activities a left join groups g on g.id = a.group_id left join communities c on c.id = a.community_id
         where a.start_date >= now() and ${matchExpr(v)} and ${visibleSql.activity('a')}
         order by ${nearExpr("concat_ws(' ', a.location, g.location, c.location)")} desc, rank desc, a.start_date, a.id limit :limit`,
        query, limit, near,
      );
      return rows.map((r) => hit('activity', r, `/activities/${r.id}`));
    },

    async mentor(tables, query, limit, near) {
      if (!tables.has('mentors')) return [];
      const v = tsv('m.name', 'm.role, m.specialties::text, m.bio, m.location, m.background');
      const rows = await run(
        `select m.id, m.name as title, m.role as detail, ${rankExpr(v)} as rank from mentors m
         where ${matchExpr(v)} order by ${nearExpr('m.location')} desc, rank desc, m.rating desc, m.id limit :limit`,
        query, limit, near,
      );
      return rows.map((r) => hit('mentor', r, `/mentors/${r.id}`));
    },

    async resource(tables, query, limit, near) {
      if (!tables.has('resources')) return [];
      const v = tsv('r.title', 'r.category, r.description');
      const rows = await run(
        `select r.id, r.title, initcap(r.category) as detail, ${rankExpr(v)} as rank from resources r
         where ${matchExpr(v)} and ${visibleSql.resource('r')} order by rank desc, r.featured desc, r.created_at desc, r.id desc limit :limit`,
        query, limit, near,
      );
      return rows.map((r) => hit('resource', r, `/resources/${r.id}`));
    },
  };

  return {
    presentTables,
    /**
     * Search the given kinds; each kind answers at most `limit` items. `town` (the member's, from their profile)
     * puts places there first.
     */
    async search(kinds: SearchKind[], query: string | null, limit: number, town: string | null = null, origin: NearPoint | null = null): Promise<Record<SearchKind, Hit[]>> {
      const near = town ? `%${town.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
      const tables = await presentTables();
      const result = { community: [], group: [], activity: [], mentor: [], resource: [] } as Record<SearchKind, Hit[]>;
      // One kind after another: each is a quick indexed query, and a request holds one pooled connection at a time.
      for (const kind of kinds) result[kind] = await searchers[kind](tables, query, limit, near, origin);
      return result;
    },
  };
}
export type GuideRepository = ReturnType<typeof createGuideRepository>;

function hit(kind: SearchKind, r: Row, href: string): Hit {
  return {
    kind,
    id: r.id,
    title: r.title,
    detail: r.detail ?? null,
    startDate: r.start_date ? iso(r.start_date) : null,
    href,
    rank: Number(r.rank ?? 0),
  };
}
