import { portalDescription, type PortalCategory } from './categories';
import { titleFromSlug } from './slug';

export interface PortalHeader {
  title: string;
  description: string;
  backLink: string;
}

/**
 * A portal page's head (spec §9): its title from the address, the category's description and the way back.
 * Everything below it is real (GET /api/portals/local: places, figures, articles) or says plainly that nothing
 * exists yet (masterminds, videos, forum): nothing on a portal page is generated any more (issue 20 §3).
 */
export function portalHeader(category: PortalCategory, slug: string): PortalHeader {
  const title = titleFromSlug(slug);
  return { title, description: portalDescription(category, title), backLink: `/portals/${category}` };
}
