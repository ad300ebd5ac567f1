// Cover images are drawn with CSS and inline SVG, bundled with the site and sized for their slot.
const COVERS: Record<string, { label: string; sky: string; ground: string; shapes: string }> = {
  'cover-books': { label: 'Illustration of shelves of books in warm library light', sky: 'linear-gradient(135deg,#f6e7c8,#e3c48f)', ground: '#8a5a2b', shapes: 'books' },
  'cover-city': { label: 'Illustration of a city skyline at dusk', sky: 'linear-gradient(180deg,#29466f,#d9895b)', ground: '#1f2f47', shapes: 'city' },
  'cover-sea': { label: 'Illustration of a calm sea with hills at sunrise', sky: 'linear-gradient(180deg,#ffd7a8,#9fd0e8)', ground: '#2f7ea6', shapes: 'sea' },
  'cover-workshop': { label: 'Illustration of a woodworking bench with tools', sky: 'linear-gradient(135deg,#e9d9bf,#c8a77a)', ground: '#6b4a1f', shapes: 'workshop' },
  'cover-garden': { label: 'Illustration of a green garden with flowers', sky: 'linear-gradient(180deg,#cfe9f7,#e8f4d9)', ground: '#4f8a3c', shapes: 'garden' },
};

function Shapes({ kind, ground }: { kind: string; ground: string }) {
  switch (kind) {
    case 'books':
      return (
        <g>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
            <rect key={i} x={20 + i * 48} y={60 + (i % 3) * 8} width={36} height={100 - (i % 3) * 8} fill={['#9c2f2f', '#1d4f91', '#0b5d4b', '#b07a1f'][i % 4]} />
          ))}
          <rect x="0" y="160" width="600" height="40" fill={ground} />
        </g>
      );
    case 'city':
      return (
        <g fill={ground}>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
            <rect key={i} x={i * 62} y={80 + ((i * 37) % 60)} width={54} height={200} />
          ))}
        </g>
      );
    case 'sea':
      return (
        <g>
          <circle cx="450" cy="90" r="34" fill="#ffe6a0" />
          <path d="M0 130 Q150 60 300 120 T600 110 V200 H0 Z" fill="#6aa27a" />
          <rect x="0" y="140" width="600" height="60" fill={ground} />
        </g>
      );
    case 'workshop':
      return (
        <g>
          <rect x="60" y="120" width="480" height="24" fill={ground} />
          <rect x="90" y="144" width="20" height="56" fill={ground} />
          <rect x="490" y="144" width="20" height="56" fill={ground} />
          <rect x="150" y="96" width="140" height="24" fill="#c98b4a" />
          <path d="M360 60 L380 60 L380 120 L360 120 Z M340 50 H400 V64 H340 Z" fill="#555" />
        </g>
      );
    default:
      return (
        <g>
          <rect x="0" y="140" width="600" height="60" fill={ground} />
          {[40, 120, 200, 280, 360, 440, 520].map((x, i) => (
            <g key={x}>
              <rect x={x + 8} y={110} width="4" height="36" fill="#2f6b2a" />
              <circle cx={x + 10} cy={106} r="10" fill={['#d94f70', '#f2b233', '#8a5ad9'][i % 3]} />
            </g>
          ))}
        </g>
      );
  }
}

export function CoverArt({ cover, height = 200 }: { cover: string | null; height?: number }) {
  if (cover && /^(https?:)?\//.test(cover)) {
    return <img className="mp-cover" src={cover} alt="Cover image" style={{ height, width: '100%', objectFit: 'cover' }} />;
  }
  const c = COVERS[cover ?? ''] ?? COVERS['cover-garden'];
  return (
    <svg className="mp-cover" role="img" aria-label={c.label} viewBox="0 0 600 200" preserveAspectRatio="xMidYMax slice" style={{ height, background: c.sky }}>
      <Shapes kind={c.shapes} ground={c.ground} />
    </svg>
  );
}
