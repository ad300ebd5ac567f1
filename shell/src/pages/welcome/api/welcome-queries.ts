import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { CommunityExploreItem, CommunityExplorePage } from '@afterwork/contracts/communities';
import type { Group } from '@afterwork/contracts/groups';

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

export interface NearbyCommunities {
  items: CommunityExploreItem[];
  /** The place distances are measured from, when the home town is one the site knows. */
  origin: string | null;
  /** The home town was given but is not a place the site knows (the list is then not ordered by distance). */
  placeUnknown: boolean;
}

/**
 * Communities for a new member: those matching each interest (the explorer's search, up to three interests), nearest
 * to the home town first when the site knows it (the explorer's `near`), topped up with the nearest of any kind.
 */
async function nearbyCommunities(interests: string[], town: string, signal?: AbortSignal): Promise<NearbyCommunities> {
  const page = (search: string | undefined, near: string | undefined, limit: number) =>
    apiRequest<CommunityExplorePage>(withQuery(apiPaths.communityExplore, { search, near, limit }), { signal });
  let near: string | undefined = town.trim() || undefined;
  let placeUnknown = false;
  if (near) {
    try {
      await page(undefined, near, 1);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400)) throw err;
      near = undefined;
      placeUnknown = true;
    }
  }
  const pages = await Promise.all([...interests.slice(0, 3).map((i) => page(i, near, 4)), near || !interests.length ? page(undefined, near, 6) : null]);
  const seen = new Set<number>();
  const items: CommunityExploreItem[] = [];
  for (const p of pages) {
    for (const c of p?.items ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      items.push(c);
    }
  }
  if (near) items.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
  return { items: items.slice(0, 6), origin: pages.find((p) => p?.origin)?.origin?.label ?? null, placeUnknown };
}

/**
 * Groups for a new member: the group search (every word across name, type, description and location) for each
 * interest and for the home town; groups matching an interest and meeting in the town first, then an interest,
 * then the town.
 */
async function matchingGroups(interests: string[], town: string, signal?: AbortSignal): Promise<Group[]> {
  const search = (s: string) => apiRequest<Group[]>(withQuery(apiPaths.groups, { search: s }), { signal });
  const place = town.trim();
  const [byTown, ...byInterest] = await Promise.all([place ? search(place) : Promise.resolve([] as Group[]), ...interests.slice(0, 5).map(search)]);
  const score = new Map<number, { group: Group; score: number }>();
  const add = (g: Group, points: number) => {
    const entry = score.get(g.id) ?? { group: g, score: 0 };
    entry.score += points;
    score.set(g.id, entry);
  };
  for (const list of byInterest) for (const g of list) add(g, 2);
  for (const g of byTown) add(g, 3);
  return [...score.values()]
    .sort((a, b) => b.score - a.score || b.group.memberCount - a.group.memberCount || a.group.id - b.group.id)
    .slice(0, 6)
    .map((e) => e.group);
}

/** The groups suggested to a new member for these interests and home town. */
export const matchingGroupsQuery = (interests: string[], town: string) =>
  queryOptions({
    queryKey: queryKeys.groups.list({ welcome: true, interests, town }),
    queryFn: ({ signal }) => matchingGroups(interests, town, signal),
  });

/** The communities suggested to a new member for these interests and home town. */
export const nearbyCommunitiesQuery = (interests: string[], town: string) =>
  queryOptions({
    queryKey: queryKeys.communities.explore({ welcome: true, interests, town }),
    queryFn: ({ signal }) => nearbyCommunities(interests, town, signal),
  });
