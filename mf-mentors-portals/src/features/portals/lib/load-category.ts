import type { PortalCategory } from './categories';
import type { PortalEntry } from '../data/types';

/** Each category's list is its own lazy chunk: a page loads only the category it shows. */
export function loadCategory(category: PortalCategory): Promise<PortalEntry[]> {
  switch (category) {
    case 'fitness':
      return import('../data/fitness').then((m) => m.entries);
    case 'education':
      return import('../data/education').then((m) => m.entries);
    case 'hobbies':
      return import('../data/hobbies').then((m) => m.entries);
    case 'food-drink':
      return import('../data/food-drink').then((m) => m.entries);
  }
}
