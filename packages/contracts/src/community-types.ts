// Community types and the list search, as the explorer (mf-communities) and the admin table (mf-admin) both read
// them (spec part 2 §4, §5, §9). Zod-free on purpose: both pages import it on their first paint.

/** Community types (spec §9), in display order. */
export const COMMUNITY_TYPES = ['active', 'learn', 'practice', 'craft', 'hobby'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];
/** The admin form's default type (spec §5). */
export const DEFAULT_COMMUNITY_TYPE: CommunityType = 'active';

/** The type a community is shown as (colours, tags, default covers): one of the five; anything else is hobby (spec §5). */
export function displayType(type: string | null | undefined): CommunityType {
  const t = (type ?? '').trim().toLowerCase();
  return (COMMUNITY_TYPES as readonly string[]).includes(t) ? (t as CommunityType) : 'hobby';
}

/** 'learn' → 'Learn'; an empty type reads 'Other'. */
export const typeLabel = (type: string | null | undefined): string => (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Other');

interface Searchable {
  name: string;
  location: string;
  type: string;
}

/** A community with its lower-case name and location, computed once, so a keystroke over 10,000 stays cheap. */
export type Indexed<T> = { item: T; haystack: string };
export const indexCommunities = <T extends Pick<Searchable, 'name' | 'location'>>(items: readonly T[]): Indexed<T>[] =>
  items.map((item) => ({ item, haystack: `${item.name ?? ''}\u0000${item.location ?? ''}`.toLowerCase() }));

/**
 * The list search (spec §4): the text, case-insensitive and trimmed, in the name or the location; `keep` adds the
 * page's type chip (the explorer matches the stored type, the admin table the shown type).
 */
export function searchCommunities<T>(indexed: ReadonlyArray<Indexed<T>>, search: string, keep?: (item: T) => boolean): T[] {
  const term = search.trim().toLowerCase();
  const out: T[] = [];
  for (const { item, haystack } of indexed) {
    if (keep && !keep(item)) continue;
    if (term && !haystack.includes(term)) continue;
    out.push(item);
  }
  return out;
}

/** Types in the spec's order, unknown ones after (alphabetically): the explorer's chips. */
export function orderTypes(types: Iterable<string>): string[] {
  const set = new Set<string>();
  for (const t of types) if (t) set.add(t);
  const known = COMMUNITY_TYPES.filter((t) => set.has(t));
  const others = [...set].filter((t) => !(COMMUNITY_TYPES as readonly string[]).includes(t)).sort();
  return [...known, ...others];
}
