import type { Knex } from 'knex';
import Supercluster from 'supercluster';
import {
  PLACE_NOT_FOUND,
  type CommunityExploreItem, type CommunityExplorePage, type CommunityExploreQuery, type CommunityMapAnswer, type CommunityMapPoint,
  type CommunityMapQuery,
} from '@afterwork/contracts/communities';
import { orderTypes } from '@afterwork/contracts/community-types';
import { createVersionedCache, serialiseValue, type CachedBody } from '../../db/list-cache';
import { badRequest } from '../../platform/errors';
import { toListItem } from './repository';
import { createExplorerRepository, type ExplorerFilter as Filter } from './explorer-repository';
import { distanceKm, placeOfSearch, resolvePlace } from '../places/public';

/**
 * The explorer at 100,000 communities (issue 24 §1): nothing here sends the whole list. Cards come a page at a
 * time, the overlay's figures from one aggregate, the map's markers from a cluster index (supercluster) over the
 * matching communities; each is computed once per version of the communities list (bumped by a trigger on every
 * write), so a pan or a zoom costs one primary-key read and an in-memory lookup.
 */

const keyOf = (f: Filter): Filter => {
  const search = f.search?.trim().toLowerCase() || undefined;
  // The town a search names (issue 31 §3: 'Bath' finds what is near Bath too), part of the cache key.
  const town = placeOfSearch(search);
  return { search, type: f.type || undefined, place: town ? { latitude: town.latitude, longitude: town.longitude } : null };
};


/** Where the map's clusters split: supercluster's own units (256-pixel tiles), so clusters stay ≥ 56 px apart. */
const CLUSTER_RADIUS = 56;
const CLUSTER_MAX_ZOOM = 14;

/** 'Near me' looks this far first, then four times further each round (issue 20 §5). */
const NEAR_FIRST_RADIUS_KM = 50;
/** Other towns of the typed name farther than this from the one chosen are offered as choices. */
const SAME_TOWN_KM = 30;
/** How many other towns of the name are offered. */
const MAX_CHOICES = 5;
const EARTH_HALF_CIRCUMFERENCE_KM = 20_040;

const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places;

export function createExplorer(db: Knex) {
  const repo = createExplorerRepository(db);
  const figures = createVersionedCache(db, 'communities', (f: Filter) => repo.figures(f), { maxKeys: 200 });

  const types = createVersionedCache(db, 'communities', async () =>
    orderTypes(await repo.types()),
  );

  const pages = createVersionedCache(db, 'communities', async (k: Filter & { offset: number; limit: number }) => {
    const rows = await repo.page(k, k.offset, k.limit);
    return { items: rows.slice(0, k.limit).map(toListItem) as CommunityExploreItem[], more: rows.length > k.limit };
  }, { maxKeys: 500 });

  /** Each community's place for the map, and a cluster index over them (one per search and type). */
  const clusterIndex = createVersionedCache(db, 'communities', async (f: Filter) => {
    const rows = await repo.places(f);
    const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(rows.map((r, i) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [Number(r.longitude), Number(r.latitude)] }, properties: { i } })));
    return { index, rows };
  }, { maxKeys: 8 });

  async function markers(q: Filter & Pick<CommunityMapQuery, 'west' | 'south' | 'east' | 'north' | 'zoom'>): Promise<CommunityMapAnswer> {
    const { index, rows } = await clusterIndex(keyOf(q));
    const zoom = Math.max(0, Math.min(CLUSTER_MAX_ZOOM + 1, Math.floor(q.zoom)));
    const points: CommunityMapPoint[] = index.getClusters([q.west, q.south, q.east, q.north], zoom).map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
      if (p.cluster) {
        return { latitude: round(lat), longitude: round(lng), count: p.point_count!, expansionZoom: index.getClusterExpansionZoom(p.cluster_id!) };
      }
      const r = rows[p.i!]!;
      return { latitude: round(lat), longitude: round(lng), count: 1, id: r.id, name: r.name, location: r.location, type: r.type };
    });
    return { points };
  }
  const mapBodies = createVersionedCache(
    db,
    'communities',
    async (q: Filter & Pick<CommunityMapQuery, 'west' | 'south' | 'east' | 'north' | 'zoom'>) => {
      const answer = await markers(q);
      return serialiseValue('', answer, answer.points.length);
    },
    { maxKeys: 2000 },
  );

  /**
   * The place of a name: a town of the communities ('Bristol' or 'Bristol, UK', at their average position), else a
   * town of the gazetteer ('Bath' → Bath, England). Other towns of that name in the gazetteer are the choices.
   */
  async function originOf(name: string): Promise<NonNullable<CommunityExplorePage['origin']>> {
    const towns = resolvePlace(name, MAX_CHOICES + 1);
    const row = await repo.placeNamed(name.trim().toLowerCase());
    const own = row && Number(row.n) && row.latitude != null && row.longitude != null
      ? { label: row.label!, latitude: round(Number(row.latitude)), longitude: round(Number(row.longitude)) }
      : null;
    const chosen = own ?? (towns[0] ? { label: towns[0].label, latitude: round(towns[0].latitude), longitude: round(towns[0].longitude) } : null);
    if (!chosen) throw badRequest(PLACE_NOT_FOUND, { near: PLACE_NOT_FOUND });
    const choices = towns.filter((t) => distanceKm(t, chosen) > SAME_TOWN_KM).slice(0, MAX_CHOICES).map((t) => t.label);
    return choices.length ? { ...chosen, choices } : chosen;
  }

  return {
    async page(q: CommunityExploreQuery): Promise<CommunityExplorePage> {
      const f = keyOf(q);
      const [fig, chips] = await Promise.all([figures(f), types(null)]);
      const origin = q.lat !== undefined && q.lng !== undefined
        ? { label: 'your location', latitude: q.lat, longitude: q.lng }
        : q.near ? await originOf(q.near) : null;
      let items: CommunityExploreItem[];
      let more: boolean;
      if (origin) {
        // Ordered by distance, nearest first: the rows within R km (a latitude and longitude box the index serves,
        // then the exact great-circle distance), R growing until the page is full or R spans the Earth. Every community
        // within R is read, so the first rows by distance are the true nearest whatever R is.
        let rows: Awaited<ReturnType<typeof repo.nearby>>;
        for (let radius = NEAR_FIRST_RADIUS_KM; ; radius *= 4) {
          const whole = radius >= EARTH_HALF_CIRCUMFERENCE_KM;
          rows = await repo.nearby(f, origin, whole ? null : radius, q.offset, q.limit);
          if (whole || rows.length > q.limit) break;
        }
        items = rows.slice(0, q.limit).map((r) => ({ ...toListItem(r), distanceKm: Math.round(Number(r.distance_km) * 10) / 10 }));
        more = rows.length > q.limit;
      } else {
        ({ items, more } = await pages({ ...f, offset: q.offset, limit: q.limit }));
      }
      return { items, total: fig.total, countries: fig.countries, types: chips, nextOffset: more ? q.offset + items.length : null, origin };
    },

    /**
     * The markers for the visible bounds at a zoom: single communities with their popup's fields, or clusters.
     * Serialised once per list version and view (the maps round their bounds per zoom, so pans repeat views).
     */
    map: (q: CommunityMapQuery): Promise<CachedBody> => mapBodies({ ...keyOf(q), west: q.west, south: q.south, east: q.east, north: q.north, zoom: q.zoom }),
  };
}
export type Explorer = ReturnType<typeof createExplorer>;
