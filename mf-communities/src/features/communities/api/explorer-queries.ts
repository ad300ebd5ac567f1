import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGetOr, apiRequest, isApiError } from '@afterwork/shell-sdk';
import type { CommunityExplorePage, CommunityMapAnswer } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { withQuery } from '@afterwork/contracts/query-string';
import { retry } from './communities-queries';

/** What the explorer asks the server for (issue 24 §1): search and type, and where to measure distance from. */
export interface ExplorerFilter {
  search: string;
  type: string | null;
}
/** 'Near me': the browser's position, or a place the site knows (the member's home town). */
export type NearOrigin = { lat: number; lng: number } | { place: string } | null;

const nearParams = (near: NearOrigin) => (!near ? {} : 'place' in near ? { near: near.place } : { lat: near.lat.toFixed(4), lng: near.lng.toFixed(4) });

/** 401 and 403 read as no communities at all (spec §7). */
const EMPTY_PAGE: CommunityExplorePage = { items: [], total: 0, countries: 0, types: [], nextOffset: null, origin: null };

/**
 * The explorer's cards, 20 at a time ('Load More Communities' asks for the next page), with the overlay's figures
 * and the type chips. Other failures read 'Error {status}: {body}' (spec §7); a place the site does not know keeps
 * the server's message.
 */
export const explorerPagesQuery = (filter: ExplorerFilter, near: NearOrigin) => {
  const key = { search: filter.search, type: filter.type, ...nearParams(near) };
  return infiniteQueryOptions({
    queryKey: queryKeys.communities.explore(key),
    queryFn: async ({ pageParam, signal }): Promise<CommunityExplorePage> => {
      const path = withQuery(apiPaths.communityExplore, { ...key, offset: pageParam || undefined });
      try {
        return await apiGetOr<CommunityExplorePage, CommunityExplorePage>(path, EMPTY_PAGE, { signal, statuses: [401, 403] });
      } catch (err) {
        if (isApiError(err, 400)) throw err;
        if (isApiError(err)) throw new Error(`Error ${err.status}: ${err.serverMessage}`, { cause: err });
        throw err;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry,
  });
};

/** The visible part of the map, rounded so that small moves ask the same question (and hit the cache). */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** The markers for a view: single communities and clusters, computed on the server. */
export const explorerMapQuery = (filter: ExplorerFilter, view: MapView | null) => {
  const key = { search: filter.search, type: filter.type, ...view };
  return queryOptions({
    queryKey: queryKeys.communities.map(key),
    queryFn: ({ signal }) => apiRequest<CommunityMapAnswer>(withQuery(apiPaths.communityMap, key), { signal }),
    enabled: view != null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry,
  });
};

/** The map's browser key (null: no key, our own map). Asked as the page starts, beside the map's code. */
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.communities.mapConfig,
    queryFn: ({ signal }) => apiRequest<{ googleMapsApiKey: string | null }>(apiPaths.communityMapConfig, { signal }),
    staleTime: Infinity,
    retry: false,
  });
