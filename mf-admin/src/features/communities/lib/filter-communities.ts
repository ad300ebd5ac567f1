import type { CommunityListItem } from '@afterwork/contracts/communities';
import { displayType, indexCommunities, searchCommunities } from '@afterwork/contracts/community-types';

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

/** The list search and the type chip, applied together; a chip matches the shown type (unknown types are hobby). */
export function filterCommunities<T extends Pick<CommunityListItem, 'name' | 'location' | 'type'>>(list: T[], search: string, type: TypeChip): T[] {
  return searchCommunities(indexCommunities(list), search, type === 'all' ? undefined : (c) => displayType(c.type) === type);
}

/** Which empty state to show: none when there are rows. */
export function emptyMessage(total: number, shown: number): string | null {
  if (shown > 0) return null;
  return total === 0 ? 'No communities available' : 'No communities found matching your search';
}
