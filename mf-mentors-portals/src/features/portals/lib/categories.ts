export const PORTAL_CATEGORIES = ['fitness', 'education', 'hobbies', 'food-drink'] as const;
export type PortalCategory = (typeof PORTAL_CATEGORIES)[number];

export const isPortalCategory = (value: string | undefined): value is PortalCategory =>
  !!value && (PORTAL_CATEGORIES as readonly string[]).includes(value);

export interface CategoryInfo {
  title: string;
  tagline: string;
}

/** Titles and taglines of the four lists (hobbies and food-drink word for word from spec §2.14). */
export const CATEGORY_INFO: Record<PortalCategory, CategoryInfo> = {
  fitness: {
    title: 'Fitness Portal',
    tagline: 'Stay active, strong and steady at your own pace. Find gentle classes, friendly groups and expert guidance for every ability.',
  },
  education: {
    title: 'Education Portal',
    tagline: 'Keep your mind curious and sharp. Join classes, workshops and study circles where learning is a pleasure at any age.',
  },
  hobbies: {
    title: 'Hobby Portal',
    tagline: 'Discover creative and engaging hobbies perfect for your third act of life. Connect with passionate communities and explore new interests.',
  },
  'food-drink': {
    title: 'Food & Drink Portal',
    tagline: 'Connect with local food and wine enthusiasts in your area. Discover culinary communities, tastings, and dining experiences.',
  },
};

/** Hero description of a portal page (spec §9). */
export function portalDescription(category: PortalCategory, title: string): string {
  switch (category) {
    case 'fitness':
      return `Discover the benefits of ${title} for health and wellness`;
    case 'education':
      return `Expand your knowledge and skills through ${title}`;
    case 'hobbies':
      return `Explore your creative side through ${title}`;
    case 'food-drink':
      return 'Connect with local food and drink enthusiasts';
  }
}
