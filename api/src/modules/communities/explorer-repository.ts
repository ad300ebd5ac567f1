import type { Knex } from 'knex';
import { searchQueryText } from '../../db/word-search';
import type { CommunityRow } from './repository';

/** The explorer's filter: words (every one must match) and a type. */
export interface ExplorerFilter {
  search?: string;
  type?: string;
  /** The town the search names, when it names one (issue 31): communities near it match too. */
  place?: { latitude: number; longitude: number } | null;
}

/** A search that names a town also finds the communities this close to it (issue 31 §3). */
export const SEARCH_PLACE_RADIUS_KM = 40;

export const LIST_COLUMNS = ['id', 'name', 'location', 'type', 'latitude', 'longitude', 'member_count'] as const;
/** The country of a location: its last comma-separated part (spec §2.2), compared case-insensitively. */
const COUNTRY_SQL = `lower(trim(regexp_replace(location, '^.*,', '')))`;
/** Great-circle distance in km from (?, ?) (latitude, longitude): the haversine formula. */
const DISTANCE_SQL = `(6371 * 2 * asin(least(1, sqrt(
    power(sin(radians(latitude - ?) / 2), 2) + cos(radians(?)) * cos(radians(latitude)) * power(sin(radians(longitude - ?) / 2), 2)))))`;
const KM_PER_DEGREE = 111.19;

/** The SQL of the communities explorer (issue 24 §1): shown communities matching a filter, by page, place or distance. */
export function createExplorerRepository(db: Knex) {
  /**
   * The communities of a search and type. A search matches every word as the start of a word, or names a town
   * (`place`, the gazetteer's 'Bath') and the community is within SEARCH_PLACE_RADIUS_KM of it.
   */
  const matching = (f: ExplorerFilter) => {
    const q = db('communities').whereNull('hidden_at');
    if (f.type) q.where('type', f.type);
    const words = f.search ? searchQueryText(f.search) : null;
    const place = f.place;
    if (words && place) {
      const d = [place.latitude, place.latitude, place.longitude];
      const dLat = SEARCH_PLACE_RADIUS_KM / KM_PER_DEGREE;
      q.where((w) =>
        w.whereRaw(`search_doc @@ to_tsquery('english', ?)`, [words]).orWhere((near) =>
          near.whereBetween('latitude', [place.latitude - dLat, place.latitude + dLat]).whereRaw(`${DISTANCE_SQL} <= ?`, [...d, SEARCH_PLACE_RADIUS_KM])),
      );
    } else if (words) q.whereRaw(`search_doc @@ to_tsquery('english', ?)`, [words]);
    return q;
  };
  /**
   * The order of a search's list (issue 31 §3: whole words and places before substrings): communities whose name or
   * place has every word as it was typed ('Bath'), then those near the town the search names, nearest first
   * ('Bristol, 19 km'), then the rest ('Copenhagen Harbour Bathers', whose 'harbour baths' only stem to 'bath'),
   * each by name.
   */
  const searchOrder = (q: Knex.QueryBuilder, f: ExplorerFilter) => {
    const whole = f.search ? searchQueryText(f.search, { prefixes: false }) : null;
    if (whole) q.orderByRaw(`(to_tsvector('simple', name || ' ' || coalesce(location, '')) @@ to_tsquery('simple', ?)) desc`, [whole]);
    const place = f.place;
    if (place) q.orderByRaw(`${DISTANCE_SQL} <= ? desc, ${DISTANCE_SQL}`, [place.latitude, place.latitude, place.longitude, SEARCH_PLACE_RADIUS_KM, place.latitude, place.latitude, place.longitude]);
    return q;
  };

  return {
    /** How many match, and in how many countries. */
    async figures(f: ExplorerFilter): Promise<{ total: number; countries: number }> {
      const row = (await matching(f)
        .select(db.raw('count(*)::int as total'), db.raw(`count(distinct ${COUNTRY_SQL}) filter (where ${COUNTRY_SQL} <> '') ::int as countries`))
        .first()) as { total: number; countries: number };
      return { total: Number(row.total), countries: Number(row.countries) };
    },

    /** The types of the shown communities. */
    async types(): Promise<string[]> {
      return ((await db('communities').whereNull('hidden_at').distinct('type')) as Array<{ type: string }>).map((r) => r.type);
    },

    /** A page by name (one row more than `limit`: whether more follow). */
    page: (f: ExplorerFilter, offset: number, limit: number): Promise<CommunityRow[]> =>
      searchOrder(matching(f).select(LIST_COLUMNS), f).orderBy([{ column: 'name' }, { column: 'id' }]).offset(offset).limit(limit + 1) as unknown as Promise<CommunityRow[]>,

    /** Every match's place, for the map. */
    places: (f: ExplorerFilter): Promise<Array<Pick<CommunityRow, 'id' | 'name' | 'location' | 'type' | 'latitude' | 'longitude'>>> =>
      matching(f).select('id', 'name', 'location', 'type', 'latitude', 'longitude') as unknown as Promise<Array<Pick<CommunityRow, 'id' | 'name' | 'location' | 'type' | 'latitude' | 'longitude'>>>,

    /** The towns of the communities named so ('Bristol' or 'Bristol, UK'): one label, their average position, how many. */
    placeNamed: async (text: string) =>
      (await db('communities')
        .whereNull('hidden_at')
        .where((w) => w.whereRaw(`lower(trim(split_part(location, ',', 1))) = ?`, [text]).orWhereRaw('lower(location) = ?', [text]))
        .select(db.raw('min(location) as label, avg(latitude)::float as latitude, avg(longitude)::float as longitude, count(*)::int as n'))
        .first()) as { label: string | null; latitude: number | null; longitude: number | null; n: number } | undefined,

    /**
     * Matches within `radiusKm` of `origin` (null: anywhere), nearest first, a page (one row more than `limit`): a
     * latitude and longitude box the index serves, then the exact great-circle distance.
     */
    async nearby(f: ExplorerFilter, origin: { latitude: number; longitude: number }, radiusKm: number | null, offset: number, limit: number) {
      const d = [origin.latitude, origin.latitude, origin.longitude];
      const q0 = matching(f).select(LIST_COLUMNS).select(db.raw(`${DISTANCE_SQL} as distance_km`, d));
      if (radiusKm !== null) {
        const dLat = radiusKm / KM_PER_DEGREE;
        q0.whereBetween('latitude', [origin.latitude - dLat, origin.latitude + dLat]).whereRaw(`${DISTANCE_SQL} <= ?`, [...d, radiusKm]);
        // And a longitude range, unless the box reaches a pole or crosses the 180th meridian.
        const widest = Math.abs(origin.latitude) + dLat;
        const dLng = widest < 89 ? radiusKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180)) : 360;
        if (origin.longitude - dLng > -180 && origin.longitude + dLng < 180) q0.whereBetween('longitude', [origin.longitude - dLng, origin.longitude + dLng]);
      }
      return (await q0.orderByRaw(`${DISTANCE_SQL}, id`, d).offset(offset).limit(limit + 1)) as Array<CommunityRow & { distance_km: number }>;
    },
  };
}
