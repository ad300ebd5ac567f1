import type { PlaceChoice, PlacesAnswer, PlacesQuery } from '@afterwork/contracts/places';
import { distanceKm, gazetteer } from './gazetteer';

/** Where a distance is measured from: a town of the gazetteer, or any point with a label. */
export interface Origin {
  label: string;
  latitude: number;
  longitude: number;
}

export function createPlacesService() {
  return {
    /** The towns a typed name means, and (for typing ahead) others starting with it. */
    lookUp(q: PlacesQuery): PlacesAnswer {
      const g = gazetteer();
      const matches = g.resolve(q.q, q.limit);
      const taken = new Set(matches.map((p) => p.id));
      const startingWith = matches.length >= q.limit ? [] : g.startingWith(q.q, q.limit - matches.length).filter((p) => !taken.has(p.id));
      return { matches, startingWith };
    },
  };
}

/** The towns a text names, biggest first (['Bath, England', 'Bath, Maine', ...]); empty when none. */
export const resolvePlace = (text: string, limit?: number): PlaceChoice[] => gazetteer().resolve(text, limit);

/** The one town a free-text location most likely means ('Bristol, UK' → Bristol, England), or null. */
export const locatePlace = (text: string | null | undefined): PlaceChoice | null => (text?.trim() ? gazetteer().locate(text) : null);

/** A search that names a town ('Bath'): towns of at least this many people count, so odd hamlets do not. */
const SEARCH_PLACE_MIN_POPULATION = 5_000;

/**
 * The town a search names, when it names one ('Bath' → Bath, England; 'England' or 'yoga' → null): a search then
 * also finds what is near that town (issue 31 §3: places before substrings).
 */
export function placeOfSearch(text: string | null | undefined): PlaceChoice | null {
  if (!text?.trim()) return null;
  const g = gazetteer();
  if (g.namesRegion(text)) return null;
  const place = g.locate(text);
  return place && place.population >= SEARCH_PLACE_MIN_POPULATION ? place : null;
}

/** A town read from words of a venue ('Cheltenham Town Hall') counts within this distance of her town. */
const VENUE_TOWN_WITHIN_KM = 100;

/**
 * A list nearest `near` first (issue 31: '/groups' sorted by distance when her town is known): each item's free-text
 * place is read for a town (towns sharing a name: the one nearest her), and its distance in km added; items whose
 * place names no town ('Online') keep their order after the others. The list as it was when `near` is unknown.
 */
export function nearestFirst<T extends { location?: string | null }>(items: T[], near: string): Array<T & { distanceKm?: number }> {
  const g = gazetteer();
  const origin = g.locate(near);
  if (!origin) return items;
  const measured = items.map((item, i) => {
    const place = item.location ? g.findIn(item.location, origin, VENUE_TOWN_WITHIN_KM) : null;
    return { item, i, km: place ? distanceKm(origin, place) : null };
  });
  measured.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.i - b.i);
  return measured.map(({ item, km }) => (km == null ? item : { ...item, distanceKm: Math.round(km * 10) / 10 }));
}

export { distanceKm };
