import type { CommunityListItem } from '@afterwork/contracts/communities';
import { COMMUNITY_TYPES, searchCommunities, type Indexed } from '@afterwork/contracts/community-types';

/** A community's country: the last comma-separated part of its location, trimmed (spec §2.2). */
export function countryOf(location: string | null | undefined): string {
  const parts = (location ?? '').split(',');
  return parts[parts.length - 1].trim();
}

/** How many distinct countries a list spans (empty locations do not count). */
export function countCountries(items: ReadonlyArray<Pick<CommunityListItem, 'location'>>): number {
  const set = new Set<string>();
  for (const c of items) {
    const country = countryOf(c.location);
    if (country) set.add(country.toLowerCase());
  }
  return set.size;
}

/** The distinct types present in the data, in the spec's order (unknown types after, alphabetically). */
export function distinctTypes(items: ReadonlyArray<Pick<CommunityListItem, 'type'>>): string[] {
  const set = new Set<string>();
  for (const c of items) if (c.type) set.add(c.type);
  const known = COMMUNITY_TYPES.filter((t) => set.has(t));
  const others = [...set].filter((t) => !(COMMUNITY_TYPES as readonly string[]).includes(t)).sort();
  return [...known, ...others];
}

/** Search text (case-insensitive, on name or location) and one type, applied together (spec §4). */
export interface ExplorerFilter {
  search: string;
  type: string | null;
}

/** The explorer's chip matches the stored type (chips are the types present in the data). */
export const filterCommunities = <T extends Pick<CommunityListItem, 'type'>>(indexed: ReadonlyArray<Indexed<T>>, filter: ExplorerFilter): T[] =>
  searchCommunities(indexed, filter.search, filter.type ? (c) => c.type === filter.type : undefined);

/** Toggling the active chip clears it (spec §4). */
export const toggleType = (current: string | null, clicked: string): string | null => (current === clicked ? null : clicked);

/** '{n} communities across {m} countries' (spec §2.2), with the singular where it reads better. */
export function summaryText(communities: number, countries: number): string {
  return `${communities} ${communities === 1 ? 'community' : 'communities'} across ${countries} ${countries === 1 ? 'country' : 'countries'}`;
}

/** '{memberCount or New} members' (spec §2.2); one member reads '1 member'. */
export const membersText = (memberCount: number | null | undefined): string =>
  memberCount === 1 ? '1 member' : `${memberCount ? memberCount.toLocaleString('en-US') : 'New'} members`;

/** Cards come this many at a time ('Load More Communities'). */
export const PAGE_SIZE = 20;
