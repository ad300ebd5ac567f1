import type { CommunityListItem } from '@afterwork/contracts/communities';

/** The admin screen's type chips (spec §2.13). */
export const TYPE_CHIPS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'learn', label: 'Learn' },
  { value: 'practice', label: 'Practice' },
  { value: 'craft', label: 'Craft' },
  { value: 'hobby', label: 'Hobby' },
] as const;
export type TypeChip = (typeof TYPE_CHIPS)[number]['value'];

const MAP_TYPES = ['active', 'learn', 'practice', 'craft'];

/** A community's shown type: active, learn, practice or craft; anything else counts as hobby (spec §5). */
export const displayType = (type: string): string => {
  const t = type.trim().toLowerCase();
  return MAP_TYPES.includes(t) ? t : 'hobby';
};

/** Search (case-insensitive, on name or location) and the type chip, applied together. */
export function filterCommunities<T extends Pick<CommunityListItem, 'name' | 'location' | 'type'>>(list: T[], search: string, type: TypeChip): T[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (c) =>
      (type === 'all' || displayType(c.type) === type) &&
      (!q || c.name.toLowerCase().includes(q) || c.location.toLowerCase().includes(q)),
  );
}

/** Which empty state to show: none when there are rows. */
export function emptyMessage(total: number, shown: number): string | null {
  if (shown > 0) return null;
  return total === 0 ? 'No communities available' : 'No communities found matching your search';
}
