import { CoffeeOutlined, HeartOutlined, HighlightOutlined, ReadOutlined } from '@ant-design/icons';
import type { PortalCategory } from '../lib/categories';
import { hashString } from '../lib/seeded-random';

const ICONS = { fitness: HeartOutlined, education: ReadOutlined, hobbies: HighlightOutlined, 'food-drink': CoffeeOutlined };

/** A card or hero picture drawn with CSS (bundled, no image request): a gradient tinted per portal with the category's symbol. */
export function PortalArt({ category, slug, label, height = 140 }: { category: PortalCategory; slug: string; label: string; height?: number }) {
  const hue = hashString(slug) % 360;
  const Icon = ICONS[category];
  return (
    <div
      role="img"
      aria-label={label}
      className="pp-art"
      style={{ height, background: `linear-gradient(135deg, hsl(${hue} 45% 26%), hsl(${(hue + 40) % 360} 50% 18%))` }}
    >
      <Icon aria-hidden style={{ fontSize: height / 2.4 }} />
    </div>
  );
}
