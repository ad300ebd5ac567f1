import type { CommunityListItem } from '@afterwork/contracts/communities';

/** Display order of the community types (spec §9); anything else counts as hobby. */
export const TYPE_ORDER = ['active', 'learn', 'practice', 'craft', 'hobby'] as const;
export type DisplayType = (typeof TYPE_ORDER)[number];

/** The type used for colours and default covers: active, learn, practice, craft, else hobby (spec §5). */
export function displayType(type: string | null | undefined): DisplayType {
  const t = (type ?? '').toLowerCase();
  return (TYPE_ORDER as readonly string[]).includes(t) ? (t as DisplayType) : 'hobby';
}

export const typeLabel = (type: string): string => (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Other');

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
  const known = TYPE_ORDER.filter((t) => set.has(t));
  const others = [...set].filter((t) => !(TYPE_ORDER as readonly string[]).includes(t)).sort();
  return [...known, ...others];
}

/** Search text (case-insensitive, on name or location) and one type, applied together (spec §4). */
export interface ExplorerFilter {
  search: string;
  type: string | null;
}

/** A precomputed lower-case haystack per community, so a keystroke over 10,000 communities stays cheap. */
export type Indexed<T> = { item: T; haystack: string };
export const indexCommunities = <T extends Pick<CommunityListItem, 'name' | 'location'>>(items: readonly T[]): Indexed<T>[] =>
  items.map((item) => ({ item, haystack: `${item.name ?? ''}\u0000${item.location ?? ''}`.toLowerCase() }));

export function filterCommunities<T extends Pick<CommunityListItem, 'name' | 'location' | 'type'>>(
  indexed: ReadonlyArray<Indexed<T>>,
  filter: ExplorerFilter,
): T[] {
  const term = filter.search.trim().toLowerCase();
  const out: T[] = [];
  for (const { item, haystack } of indexed) {
    if (filter.type && item.type !== filter.type) continue;
    if (term && !haystack.includes(term)) continue;
    out.push(item);
  }
  return out;
}

/** Toggling the active chip clears it (spec §4). */
export const toggleType = (current: string | null, clicked: string): string | null => (current === clicked ? null : clicked);

/** '{n} communities across {m} countries' (spec §2.2), with the singular where it reads better. */
export function summaryText(communities: number, countries: number): string {
  return `${communities} ${communities === 1 ? 'community' : 'communities'} across ${countries} ${countries === 1 ? 'country' : 'countries'}`;
}

/** '{memberCount or New} members' (spec §2.2). */
export const membersText = (memberCount: number | null | undefined): string => `${memberCount ? memberCount.toLocaleString('en-US') : 'New'} members`;

/** Cards come this many at a time ('Load More Communities'). */
export const PAGE_SIZE = 20;
