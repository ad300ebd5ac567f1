/**
 * The pictures of 'Put Afterwork on your home screen' (issue 33 §2): simple drawings of a phone or tablet showing the
 * one thing to tap, ringed in orange. Drawn here (no screenshots): the shapes follow what Safari and Chrome show.
 */
export type Scene = 'open' | 'share-bottom' | 'share-top' | 'add-menu' | 'add-confirm' | 'chrome-menu' | 'chrome-add' | 'chrome-install' | 'home';

const GREEN = '#0b5d4b';
const RING = '#d97706';

/** The Afterwork icon as it sits on a home screen. */
function AppIcon({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 100})`}>
      <rect width="100" height="100" rx="22" fill={GREEN} />
      <circle cx="50" cy="57" r="22" fill="#fbbf24" />
      <path d="M0 64 Q25 49 50 62 T100 58 V78 Q100 100 78 100 H22 Q0 100 0 78 Z" fill="#fff" />
    </g>
  );
}

/** Safari's share button: a square with an arrow pointing up. */
function ShareIcon({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} stroke="#1d4ed8" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d="M-9 -2 H-12 V16 H12 V-2 H9" />
      <path d="M0 8 V-14 M-7 -7 L0 -14 L7 -7" />
    </g>
  );
}

const Ring = ({ x, y, r = 22 }: { x: number; y: number; r?: number }) => <circle cx={x} cy={y} r={r} fill="none" stroke={RING} strokeWidth="5" />;

/** One menu row: an icon box and its words; `hot` rings it. */
function Row({ y, text, hot, plus }: { y: number; text: string; hot?: boolean; plus?: boolean }) {
  return (
    <g>
      <rect x="30" y={y} width="180" height="34" rx="6" fill={hot ? '#fff7ed' : '#fff'} stroke={hot ? RING : '#d1d5db'} strokeWidth={hot ? 4 : 1} />
      <text x="42" y={y + 23} fontSize="15" fill="#111827" fontFamily="system-ui, sans-serif">
        {text}
      </text>
      {plus && (
        <g stroke="#111827" strokeWidth="2" fill="none">
          <rect x="182" y={y + 8} width="18" height="18" rx="4" />
          <path d={`M191 ${y + 12} V${y + 22} M186 ${y + 17} H196`} />
        </g>
      )}
    </g>
  );
}

/** A phone (or, `tablet`, a wider device) showing `scene`. */
export function DevicePicture({ scene, tablet = false, label }: { scene: Scene; tablet?: boolean; label: string }) {
  const w = tablet ? 300 : 240;
  const h = tablet ? 230 : 300;
  const bar = (
    <g>
      <rect x="14" y="22" width={w - 28} height="26" rx="8" fill="#e5e7eb" />
      <text x={w / 2} y="40" fontSize="13" textAnchor="middle" fill="#374151" fontFamily="system-ui, sans-serif">
        afterwork
      </text>
    </g>
  );
  const page = (
    <g>
      <rect x="14" y="56" width={w - 28} height="30" rx="4" fill={GREEN} />
      <rect x="24" y="98" width={w - 48} height="12" rx="3" fill="#d1d5db" />
      <rect x="24" y="118" width={w - 90} height="12" rx="3" fill="#d1d5db" />
    </g>
  );
  let inside: React.ReactNode;
  switch (scene) {
    case 'open':
      inside = (
        <>
          {bar}
          {page}
          <rect x="10" y="18" width={w - 20} height="34" rx="10" fill="none" stroke={RING} strokeWidth="5" />
        </>
      );
      break;
    case 'share-bottom':
      inside = (
        <>
          {bar}
          {page}
          <rect x="8" y={h - 46} width={w - 16} height="34" fill="#f3f4f6" />
          <ShareIcon x={w / 2} y={h - 30} />
          <Ring x={w / 2} y={h - 29} />
        </>
      );
      break;
    case 'share-top':
      inside = (
        <>
          {bar}
          {page}
          <ShareIcon x={w - 34} y={70} />
          <Ring x={w - 34} y={71} />
        </>
      );
      break;
    case 'add-menu':
      inside = (
        <>
          <rect x="20" y="30" width="200" height="180" rx="10" fill="#f3f4f6" />
          <Row y={44} text="Copy" />
          <Row y={84} text="Add to Favourites" />
          <Row y={124} text="Add to Home Screen" hot plus />
          <Row y={164} text="Print" />
        </>
      );
      break;
    case 'add-confirm':
      inside = (
        <>
          <text x="22" y="46" fontSize="14" fill="#374151" fontFamily="system-ui, sans-serif">
            Cancel
          </text>
          <text x={w - 22} y="46" fontSize="16" fontWeight="700" textAnchor="end" fill="#1d4ed8" fontFamily="system-ui, sans-serif">
            Add
          </text>
          <Ring x={w - 38} y={41} r={24} />
          <AppIcon x={24} y={70} size={56} />
          <text x="92" y="104" fontSize="16" fill="#111827" fontFamily="system-ui, sans-serif">
            Afterwork
          </text>
        </>
      );
      break;
    case 'chrome-menu':
      inside = (
        <>
          {bar}
          {page}
          <g fill="#374151">
            <circle cx={w - 22} cy="28" r="2.6" />
            <circle cx={w - 22} cy="35" r="2.6" />
            <circle cx={w - 22} cy="42" r="2.6" />
          </g>
          <Ring x={w - 22} y={35} r={17} />
        </>
      );
      break;
    case 'chrome-add':
      inside = (
        <>
          <rect x="20" y="30" width="200" height="180" rx="10" fill="#f3f4f6" />
          <Row y={44} text="New tab" />
          <Row y={84} text="Bookmarks" />
          <Row y={124} text="Add to Home screen" hot />
          <Row y={164} text="Settings" />
        </>
      );
      break;
    case 'chrome-install':
      inside = (
        <>
          {page}
          <rect x="20" y="120" width={w - 40} height="120" rx="12" fill="#fff" stroke="#d1d5db" />
          <AppIcon x={36} y={136} size={40} />
          <text x="86" y="162" fontSize="15" fill="#111827" fontFamily="system-ui, sans-serif">
            Afterwork
          </text>
          <rect x={w - 110} y="196" width="76" height="32" rx="16" fill="#1d4ed8" />
          <text x={w - 72} y="217" fontSize="14" textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif">
            Install
          </text>
          <rect x={w - 116} y="190" width="88" height="44" rx="22" fill="none" stroke={RING} strokeWidth="5" />
        </>
      );
      break;
    case 'home':
      inside = (
        <>
          {Array.from({ length: 8 }, (_, i) => (
            <rect key={i} x={26 + (i % 4) * 50} y={40 + Math.floor(i / 4) * 60} width="36" height="36" rx="9" fill="#cbd5e1" />
          ))}
          <AppIcon x={26} y={160} size={36} />
          <text x="44" y="212" fontSize="11" textAnchor="middle" fill="#111827" fontFamily="system-ui, sans-serif">
            Afterwork
          </text>
          <Ring x={44} y={178} r={26} />
        </>
      );
      break;
  }
  return (
    <svg className="aw-hs-picture" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} width={w} height={h}>
      <rect x="2" y="2" width={w - 4} height={h - 4} rx={tablet ? 18 : 28} fill="#fff" stroke="#111827" strokeWidth="4" />
      <rect x="8" y="12" width={w - 16} height={h - 24} rx={tablet ? 10 : 18} fill="#f9fafb" />
      {inside}
    </svg>
  );
}
