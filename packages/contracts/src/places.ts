import { z } from 'zod';

/**
 * Places (issue 31 §3): the world's towns of 1,000 people or more, from an offline copy of GeoNames on the server.
 * `GET /api/places?q=Bath` answers the towns of that name, biggest first (a choice when the name is shared: "Bath,
 * England" / "Bath, Maine"), then towns whose name starts with it (for typing ahead). A qualifier after a comma
 * narrows: "Bath, Maine", "Bath, UK", "Bath, US".
 */
export interface PlaceChoice {
  /** GeoNames' id of the place. */
  id: number;
  /** The town's own name ('Bath'). */
  name: string;
  /** How we write it so it is told apart from others of its name ('Bath, England', 'Bath, Maine'). */
  label: string;
  /** The country's English name. */
  country: string;
  /** ISO 3166-1 alpha-2 ('GB'). */
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface PlacesAnswer {
  /** Towns whose name is the text typed (with its qualifier), biggest first; more than one: ask which. */
  matches: PlaceChoice[];
  /** Other towns whose name starts with what was typed, biggest first (typing ahead). */
  startingWith: PlaceChoice[];
}

export const PLACES_MAX_LIMIT = 20;

export const placesQuerySchema = z.object({
  q: z.string({ error: 'Please type the name of a town.' }).trim().min(1, 'Please type the name of a town.').max(100, 'The place must not exceed 100 characters.'),
  limit: z.coerce.number({ error: 'limit must be a whole number.' }).int('limit must be a whole number.').min(1, `limit must be between 1 and ${PLACES_MAX_LIMIT}.`).max(PLACES_MAX_LIMIT, `limit must be between 1 and ${PLACES_MAX_LIMIT}.`).default(8),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

/** A distance as the site writes it beside a place ('Bristol, 19 km'): whole kilometres from 10 km, one decimal below. */
export const kmText = (km: number): string =>
  km < 1 ? 'under 1 km' : `${km < 10 ? (Math.round(km * 10) / 10).toString() : Math.round(km).toLocaleString('en')} km`;
