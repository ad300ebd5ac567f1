import type { PortalLocal, PortalPlace } from '@afterwork/contracts/portals';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { PortalsRepository } from './repository';

const PLACES_SHOWN = 4;
const FORUM_TOPICS = 3;

/**
 * The real side of a portal page (issue 20 item 3): communities and groups whose name, type, description or
 * location match the portal's topic (PostgreSQL full text, every word of the topic; when nothing has them all, any
 * word, ranked), and figures counted from them. Nothing is invented: no match gives empty places and zeros.
 */
export function createPortalsService(repo: PortalsRepository, now: () => Date) {
  return {
    async local(viewer: CurrentUser | undefined, topic: string): Promise<PortalLocal> {
      let found = await repo.matches(topic, '&');
      if (found.length === 0) found = await repo.matches(topic, '|');
      const all = { communityIds: found.filter((f) => f.kind === 'community').map((f) => f.id), groupIds: found.filter((f) => f.kind === 'group').map((f) => f.id) };
      const at = now();
      const weekAhead = new Date(at.getTime() + 7 * 86_400_000);
      const shown = found.slice(0, PLACES_SHOWN);
      const shownIds = { communityIds: shown.filter((f) => f.kind === 'community').map((f) => f.id), groupIds: shown.filter((f) => f.kind === 'group').map((f) => f.id) };

      const [members, weekly, experts, next, mine, library, talk] = await Promise.all([
        repo.members(all),
        repo.activitiesBetween(all, at, weekAhead),
        repo.experts(topic),
        repo.nextActivities(shownIds, at),
        viewer ? repo.joinedBy(viewer.id, shownIds) : [],
        repo.articles(topic),
        repo.forum(all, FORUM_TOPICS),
      ]);
      const nameOf = new Map(found.map((f) => [`${f.kind}:${f.id}`, f.name]));
      const nextOf = new Map<string, Date>();
      for (const r of next) nextOf.set(r.community_id ? `community:${r.community_id}` : `group:${r.group_id}`, r.next);
      const joined = new Set(mine.map((r) => `${r.kind}:${r.id}`));
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
        stats: { activeMembers: members, localGroups: found.length, weeklyEvents: weekly, experts },
        forum: talk.map((t) => ({
          kind: t.kind,
          id: Number(t.id),
          name: nameOf.get(`${t.kind}:${t.id}`) ?? '',
          posts: t.posts,
          replies: t.replies,
          lastActivityAt: new Date(t.last).toISOString(),
        })),
      };
    },
  };
}
