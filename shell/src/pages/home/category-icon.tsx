import type { CategoryCard } from './home-data';

/** Small inline drawings for the category cards (decorative: the card's title says what it is). */
export function CategoryIcon({ icon }: { icon: CategoryCard['icon'] }) {
  const common = { viewBox: '0 0 48 48', width: 56, height: 56, 'aria-hidden': true, focusable: false, fill: 'none', stroke: '#1a1a1a', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (icon) {
    case 'friends':
      return (
        <svg {...common}>
          <circle cx="17" cy="16" r="6" />
          <circle cx="32" cy="18" r="5" />
          <path d="M6 40c0-8 5-13 11-13s11 5 11 13M26 40c0-6 3-11 7-11s8 5 8 11" />
        </svg>
      );
    case 'heart':
      return (
        <svg {...common}>
          <path d="M24 40S8 30 8 18a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 12-16 22-16 22z" />
          <path d="M14 24h6l2-4 4 8 2-4h6" />
        </svg>
      );
    case 'book':
      return (
        <svg {...common}>
          <path d="M6 12c6-2 12-2 18 2v26c-6-4-12-4-18-2zM42 12c-6-2-12-2-18 2v26c6-4 12-4 18-2z" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M8 28l8-8 6 4 4-2M40 28l-8-8-8 6M14 30l6 6 4-2 6 4 8-8" />
          <circle cx="24" cy="10" r="4" />
        </svg>
      );
  }
}
