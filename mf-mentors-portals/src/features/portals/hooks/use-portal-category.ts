import { useQuery } from '@tanstack/react-query';
import type { PortalCategory } from '../lib/categories';
import { loadCategory } from '../lib/load-category';

/** The category's cards (a static lazy chunk, cached for the visit). */
export const usePortalCategory = (category: PortalCategory | null) =>
  useQuery({
    queryKey: ['mf-mentors-portals', 'portal-category', category],
    queryFn: () => loadCategory(category!),
    enabled: !!category,
    staleTime: Infinity,
    gcTime: Infinity,
  });
