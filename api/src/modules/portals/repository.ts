import type { Knex } from 'knex';
import { visibleSql } from '../../policies/visibility';

type Ids = { communityIds: number[]; groupIds: number[] };

/**
 * The SQL of the portal pages (issue 20 item 3): full-text matches of a topic and the figures counted from them.
 * Communities and groups are matched on their stored `search_doc` (name, type, description, location; the GIN index
 * the explorer and the groups list search too).
 */
export function createPortalsRepository(db: Knex) {
  // The topic's own lexemes (stemmed, stop words dropped), each quoted, joined by AND or OR.
  const lexemes = (op: '&' | '|') => `(select string_agg(quote_literal(lexeme), ' ${op} ') from unnest(to_tsvector('english', ?)) as t(lexeme))`;
  const count = async (sql: string, bindings: unknown[]): Promise<number> => ((await db.raw(sql, bindings as never)) as { rows: Array<{ n: number }> }).rows[0]!.n;

  // Nothing hidden by a moderator (issue 32, policies/visibility.ts): places, figures and articles alike.
  return {
    /** Two library articles about the topic, best first. */
    async articles(topic: string) {
      const { rows } = await db.raw(
        `with q as (select coalesce(${lexemes('|')}, '')::tsquery as q)
         select r.id, r.title, r.description as summary from resources r, q
         where to_tsvector('english', r.title || ' ' || r.description) @@ q.q and ${visibleSql.resource('r')}
         order by ts_rank(to_tsvector('english', r.title || ' ' || r.description), q.q) desc, r.id asc limit 2`,
        [topic],
      );
      return rows as Array<{ id: number; title: string; summary: string }>;
    },

    /** Communities and groups matching every word of the topic ('&') or any ('|'), best first. */
    async matches(topic: string, op: '&' | '|') {
      const { rows } = await db.raw(
        `with q as (select coalesce(${lexemes(op)}, '')::tsquery as q)
         select 'community' as kind, c.id, c.name, c.location, c.member_count as members, ts_rank(c.search_doc, q.q) as rank
         from communities c, q where c.search_doc @@ q.q and ${visibleSql.community('c')}
         union all
         select 'group' as kind, g.id, g.name, g.location, g.member_count as members, ts_rank(g.search_doc, q.q) as rank
         from groups g, q where g.search_doc @@ q.q and ${visibleSql.group('g')}
         order by rank desc, members desc, name asc`,
        [topic],
      );
      return rows as Array<{ kind: 'community' | 'group'; id: number; name: string; location: string | null; members: number }>;
    },

    /** Members of these communities and groups (each once). */
    members: ({ communityIds, groupIds }: Ids): Promise<number> =>
      count(
        `select count(distinct user_id)::int as n from (
           select user_id from community_members where community_id = any(?::int[])
           union select user_id from group_members where group_id = any(?::int[])) m`,
        [communityIds, groupIds],
      ),

    /** Their activities between `from` and `to`. */
    activitiesBetween: ({ communityIds, groupIds }: Ids, from: Date, to: Date): Promise<number> =>
      count(
        `select count(*)::int as n from activities
         where (community_id = any(?::int[]) or group_id = any(?::int[])) and start_date >= ? and start_date < ? and ${visibleSql.activity()}`,
        [communityIds, groupIds, from, to],
      ),

    /** Mentors whose role, specialties or bio speak of the topic. */
    experts: (topic: string): Promise<number> =>
      count(
        `select count(*)::int as n from mentors
         where to_tsvector('english', role || ' ' || specialties::text || ' ' || bio) @@ plainto_tsquery('english', ?)`,
        [topic],
      ),

    /** Each host's next activity from `from` on. */
    async nextActivities({ communityIds, groupIds }: Ids, from: Date) {
      const { rows } = await db.raw(
        `select community_id, group_id, min(start_date) as next from activities
         where (community_id = any(?::int[]) or group_id = any(?::int[])) and start_date >= ? and ${visibleSql.activity()}
         group by community_id, group_id`,
        [communityIds, groupIds, from],
      );
      return rows as Array<{ community_id: number | null; group_id: number | null; next: Date }>;
    },

    /** The liveliest discussions of these places (issue 30): posts, replies and last activity, newest first. */
    async forum({ communityIds, groupIds }: Ids, limit: number) {
      const { rows } = await db.raw(
        `select case when p.community_id is not null then 'community' else 'group' end as kind, coalesce(p.community_id, p.group_id) as id,
                count(*) filter (where p.parent_id is null)::int as posts, count(*) filter (where p.parent_id is not null)::int as replies,
                max(p.created_at) as last
         from discussion_posts p
         where (p.community_id = any(?::int[]) or p.group_id = any(?::int[])) and p.removed_at is null
         group by 1, 2 having count(*) filter (where p.parent_id is null) > 0
         order by last desc limit ?`,
        [communityIds, groupIds, limit],
      );
      return rows as Array<{ kind: 'community' | 'group'; id: number; posts: number; replies: number; last: Date }>;
    },

    /** Which of these the member belongs to. */
    async joinedBy(userId: number, { communityIds, groupIds }: Ids) {
      const { rows } = await db.raw(
        `select 'community' as kind, community_id as id from community_members where user_id = ? and community_id = any(?::int[])
         union all select 'group', group_id from group_members where user_id = ? and group_id = any(?::int[])`,
        [userId, communityIds, userId, groupIds],
      );
      return rows as Array<{ kind: string; id: number }>;
    },
  };
}
export type PortalsRepository = ReturnType<typeof createPortalsRepository>;
