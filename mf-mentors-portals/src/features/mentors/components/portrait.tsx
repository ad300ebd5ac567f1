// Mentor portraits are small drawings bundled with the site (no external image requests).
interface PortraitStyle { bg: string; skin: string; hair: string; top: string; long?: boolean; glasses?: boolean; bald?: boolean }

const STYLES: Record<string, PortraitStyle> = {
  'portrait-1': { bg: '#d9e8f5', skin: '#f1c8a8', hair: '#c9c9c9', top: '#1d4f91', long: true, glasses: true },
  'portrait-2': { bg: '#f3e3c7', skin: '#7a4a2a', hair: '#2b2b2b', top: '#0b5d4b', bald: true, glasses: true },
  'portrait-3': { bg: '#f5d9d9', skin: '#d9a178', hair: '#5a3a22', top: '#8a2f5a', long: true },
  'portrait-4': { bg: '#dfeedd', skin: '#efc3a0', hair: '#e8e8e8', top: '#6b4a1f' },
  'portrait-5': { bg: '#e6def5', skin: '#b47c57', hair: '#1f1f1f', top: '#7a2e1f', long: true },
};

const initials = (name: string) =>
  name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** A mentor's avatar: a bundled portrait, an image URL, or initials. */
export function Portrait({ avatar, name, size = 96 }: { avatar: string | null; name: string; size?: number }) {
  const alt = `Portrait of ${name}`;
  if (avatar && /^(https?:)?\//.test(avatar)) {
    return <img src={avatar} alt={alt} width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover' }} />;
  }
  const s = avatar ? STYLES[avatar] : undefined;
  if (!s) {
    return (
      <span role="img" aria-label={alt} className="mp-initials" style={{ width: size, height: size, fontSize: size / 2.6 }}>
        {initials(name)}
      </span>
    );
  }
  return (
    <svg role="img" aria-label={alt} width={size} height={size} viewBox="0 0 100 100" style={{ borderRadius: '50%', flex: 'none' }}>
      <rect width="100" height="100" fill={s.bg} />
      {s.long && <path d="M24 52 Q22 20 50 18 Q78 20 76 52 L78 78 L22 78 Z" fill={s.hair} />}
      <path d="M14 100 Q16 72 50 70 Q84 72 86 100 Z" fill={s.top} />
      <rect x="42" y="58" width="16" height="14" fill={s.skin} />
      <ellipse cx="50" cy="44" rx="20" ry="23" fill={s.skin} />
      {!s.bald && !s.long && <path d="M30 40 Q30 18 50 18 Q70 18 70 40 Q66 28 50 28 Q34 28 30 40 Z" fill={s.hair} />}
      {s.long && <path d="M30 40 Q32 22 50 22 Q68 22 70 40 Q60 30 44 31 Q36 32 30 40 Z" fill={s.hair} />}
      {s.bald && <path d="M30 42 Q29 34 32 32 L32 44 Z M70 42 Q71 34 68 32 L68 44 Z" fill={s.hair} />}
      <circle cx="42" cy="44" r="2.2" fill="#222" />
      <circle cx="58" cy="44" r="2.2" fill="#222" />
      {s.glasses && (
        <g fill="none" stroke="#333" strokeWidth="1.6">
          <circle cx="42" cy="44" r="6" />
          <circle cx="58" cy="44" r="6" />
          <path d="M48 44 H52" />
        </g>
      )}
      <path d="M42 55 Q50 61 58 55" fill="none" stroke="#7a3b2e" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
