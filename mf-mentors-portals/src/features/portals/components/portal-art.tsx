import { typeColors } from '@afterwork/shell-sdk';
import { TopicArt } from '@afterwork/ui/topic-art';
import type { PortalCategory } from '../lib/categories';

/** Each category in one colour of the site's palette (the type colours of shell-sdk's theme, with a darker end), never a random one. */
const TONES: Record<PortalCategory, [string, string]> = {
  fitness: ['#0f4a22', typeColors.active!],
  education: ['#123660', typeColors.learn!],
  hobbies: ['#5c3800', typeColors.craft!],
  'food-drink': ['#6e1535', typeColors.hobby!],
};

/**
 * A card or hero picture drawn in the page (bundled, no image request): the category's colour with a drawing that
 * fits the portal's topic (a walker for Walking Groups, a wine glass for a wine club: issue 19 §11).
 */
export function PortalArt({ category, slug, label, height = 140 }: { category: PortalCategory; slug: string; label: string; height?: number }) {
  const [dark, light] = TONES[category];
  return (
    <div role="img" aria-label={label} className="pp-art" style={{ height, background: `linear-gradient(135deg, ${dark}, ${light})` }}>
      <TopicArt text={slug.replace(/-/g, ' ')} size={height / 2.4} color="#fff" />
    </div>
  );
}
