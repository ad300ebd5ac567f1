/** One card of a category list. `location` is set for food-drink groups (city); others are 'Nationwide'. */
export interface PortalEntry {
  name: string;
  description: string;
  members: number;
  location?: string;
}
