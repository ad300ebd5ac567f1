import type { Knex } from 'knex';
import type { PortalLocal, PortalPlace } from '@afterwork/contracts/portals';
import type { CurrentUser } from '@afterwork/contracts/users';

const PLACES_SHOWN = 4;

/**
 * The real side of a portal page (issue 20 item 3): communities and groups whose name, type or description match
 * the portal's topic (PostgreSQL full text, every word of the topic; when nothing has them all, any word, ranked),
 * and figures counted from them. Nothing is invented: no match gives empty places and zeros.
 */
export function createPortalsService(db: Knex, now: () => Date) {
  // The topic's own lexemes (stemmed, stop words dropped), each quoted, joined by AND or OR.
  const lexemes = (op: '&' | '|') => `(select string_agg(quote_literal(lexeme), ' ${op} ') from unnest(to_tsvector('english', ?)) as t(lexeme))`;

  async function articles(topic: string) {
    const { rows } = await db.raw(
      `with q as (select coalesce(${lexemes('|')}, '')::tsquery as q)
       select r.id, r.title, r.description as summary from resources r, q
       where to_tsvector('english', r.title || ' ' || r.description) @@ q.q
       order by ts_rank(to_tsvector('english', r.title || ' ' || r.description), q.q) desc, r.id asc limit 2`,
      [topic],
    );
    return rows as Array<{ id: number; title: string; summary: string }>;
  }

  async function matches(topic: string, op: '&' | '|') {
    const query = lexemes(op);
    const { rows } = await db.raw(
      `with q as (select coalesce(${query}, '')::tsquery as q)
       select 'community' as kind, c.id, c.name, c.location, c.member_count as members,
         ts_rank(to_tsvector('english', c.name || ' ' || c.type || ' ' || c.description), q.q) as rank
       from communities c, q where to_tsvector('english', c.name || ' ' || c.type || ' ' || c.description) @@ q.q
       union all
       select 'group' as kind, g.id, g.name, g.location, g.member_count as members,
         ts_rank(to_tsvector('english', g.name || ' ' || g.type || ' ' || g.description), q.q) as rank
       from groups g, q where to_tsvector('english', g.name || ' ' || g.type || ' ' || g.description) @@ q.q
       order by rank desc, members desc, name asc`,
      [topic],
    );
    return rows as Array<{ kind: 'community' | 'group'; id: number; name: string; location: string | null; members: number }>;
  }

  return {
    async local(viewer: CurrentUser | undefined, topic: string): Promise<PortalLocal> {
      let found = await matches(topic, '&');
      if (found.length === 0) found = await matches(topic, '|');
      const communityIds = found.filter((f) => f.kind === 'community').map((f) => f.id);
      const groupIds = found.filter((f) => f.kind === 'group').map((f) => f.id);
      const at = now();
      const weekAhead = new Date(at.getTime() + 7 * 86_400_000);
      const shown = found.slice(0, PLACES_SHOWN);
      const shownCommunities = shown.filter((f) => f.kind === 'community').map((f) => f.id);
      const shownGroups = shown.filter((f) => f.kind === 'group').map((f) => f.id);

      const [members, weekly, experts, next, mine, library] = await Promise.all([
        db.raw(
          `select count(distinct user_id)::int as n from (
             select user_id from community_members where community_id = any(?::int[])
             union select user_id from group_members where group_id = any(?::int[])) m`,
          [communityIds, groupIds],
        ),
        db.raw(
          `select count(*)::int as n from activities
           where (community_id = any(?::int[]) or group_id = any(?::int[])) and start_date >= ? and start_date < ?`,
          [communityIds, groupIds, at, weekAhead],
        ),
        db.raw(
          `select count(*)::int as n from mentors
           where to_tsvector('english', role || ' ' || specialties::text || ' ' || bio) @@ plainto_tsquery('english', ?)`,
          [topic],
        ),
        db.raw(
          `select community_id, group_id, min(start_date) as next from activities
           where (community_id = any(?::int[]) or group_id = any(?::int[])) and start_date >= ?
           group by community_id, group_id`,
          [shownCommunities, shownGroups, at],
        ),
        viewer
          ? db.raw(
              `select 'community' as kind, community_id as id from community_members where user_id = ? and community_id = any(?::int[])
               union all select 'group', group_id from group_members where user_id = ? and group_id = any(?::int[])`,
              [viewer.id, shownCommunities, viewer.id, shownGroups],
            )
          : { rows: [] },
        articles(topic),
      ]);
      const nextOf = new Map<string, Date>();
      for (const r of next.rows as Array<{ community_id: number | null; group_id: number | null; next: Date }>) {
        nextOf.set(r.community_id ? `community:${r.community_id}` : `group:${r.group_id}`, r.next);
      }
      const joined = new Set((mine.rows as Array<{ kind: string; id: number }>).map((r) => `${r.kind}:${r.id}`));
      const places: PortalPlace[] = shown.map((f) => ({
        kind: f.kind,
        id: f.id,
        name: f.name,
        location: f.location,
        members: Number(f.members),
        nextEvent: nextOf.get(`${f.kind}:${f.id}`)?.toISOString() ?? null,
        joined: joined.has(`${f.kind}:${f.id}`),
      }));
      return {
        places,
        articles: library,
        stats: {
          activeMembers: members.rows[0].n,
          localGroups: found.length,
          weeklyEvents: weekly.rows[0].n,
          experts: experts.rows[0].n,
        },
      };
    },
  };
}
