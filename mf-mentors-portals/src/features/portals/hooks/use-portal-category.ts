import { useQuery } from '@tanstack/react-query';
import type { PortalCategory } from '../lib/categories';
import { loadCategory } from '../lib/load-category';

/** Keys of the portals' own data (a lazy chunk of this remote, not an API answer: so not a path). */
export const portalKeys = { category: (category: PortalCategory | null) => ['mf-mentors-portals', 'portal-category', category] as const };

/** The category's cards (a static lazy chunk, cached for the visit). */
export const usePortalCategory = (category: PortalCategory | null) =>
  useQuery({
    queryKey: portalKeys.category(category),
    queryFn: () => loadCategory(category!),
    enabled: !!category,
    staleTime: Infinity,
    gcTime: Infinity,
  });
