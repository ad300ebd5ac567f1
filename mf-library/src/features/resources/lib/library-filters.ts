import type { Resource } from '@afterwork/contracts/resources';

/** The public filter's categories (spec part 1 §3). */
export const FILTER_CATEGORIES = ['article', 'video', 'podcast', 'guide', 'toolkit'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

export interface LibraryFilters {
  category: FilterCategory | null;
  featured: boolean;
  search: string;
}

const isFilterCategory = (v: string | null): v is FilterCategory => !!v && (FILTER_CATEGORIES as readonly string[]).includes(v);

/** Filters live in the URL's query string (?category=video&featured=true&search=yoga). */
export function readFilters(params: URLSearchParams): LibraryFilters {
  const category = params.get('category');
  return { category: isFilterCategory(category) ? category : null, featured: params.get('featured') === 'true', search: params.get('search') ?? '' };
}

/** A new query string with `patch` applied; empty values are removed so URLs stay short. */
export function writeFilters(params: URLSearchParams, patch: Partial<LibraryFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('category' in patch) {
    if (patch.category) next.set('category', patch.category);
    else next.delete('category');
  }
  if ('featured' in patch) {
    if (patch.featured) next.set('featured', 'true');
    else next.delete('featured');
  }
  if ('search' in patch) {
    const s = patch.search?.trim();
    if (s) next.set('search', s);
    else next.delete('search');
  }
  return next;
}

/** One category at a time; choosing the active one clears it. */
export const toggleCategory = (current: FilterCategory | null, chosen: FilterCategory): FilterCategory | null => (current === chosen ? null : chosen);

export const hasActiveFilters = (f: LibraryFilters): boolean => !!f.category || f.featured || !!f.search.trim();

/** The same filters again on the client: category, featured only, case-insensitive search on title and description. */
export function applyFilters<T extends Pick<Resource, 'category' | 'featured' | 'title' | 'description'>>(items: T[], f: LibraryFilters): T[] {
  const term = f.search.trim().toLowerCase();
  return items.filter(
    (r) =>
      (!f.category || r.category === f.category) &&
      (!f.featured || r.featured) &&
      (!term || r.title.toLowerCase().includes(term) || r.description.toLowerCase().includes(term)),
  );
}

/** Labels for every category the site knows; an unknown one shows its raw value, or 'Resource'. */
const CATEGORY_LABELS: Record<string, string> = {
  article: 'Article', video: 'Video', podcast: 'Podcast', guide: 'Guide', toolkit: 'Toolkit', course: 'Course', book: 'Book',
  assessment: 'Assessment', event: 'Event', community: 'Community', tool: 'Tool',
};
export const categoryLabel = (category: string | null | undefined): string => (category ? CATEGORY_LABELS[category] ?? category : 'Resource');

/** 'Access Resource' (new tab) for http(s) links, otherwise 'View Resource' (the detail page). */
export const isExternalLink = (link: string | null | undefined): link is string => !!link && /^https?:\/\//i.test(link);
