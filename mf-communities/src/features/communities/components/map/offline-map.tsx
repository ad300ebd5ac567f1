import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityMapPoint } from '@afterwork/contracts/communities';
import { explorerMapQuery } from '../../api/explorer-queries';
import type { MapProps } from './map-parts';
import { TypeChip, typeColor } from '../type-chip';
import { MAIN_CITIES, citiesRankAt } from './cities';
import { visibleBounds } from './visible-bounds';
import { worldProjection } from './world-projection';
import { GRATICULE_PATH, LAND_PATH } from './world-outline.generated';

const MIN_ZOOM = 1;
const MAX_ZOOM = 64;
const PAN_STEP = 120;

interface View {
  k: number;
  tx: number;
  ty: number;
}
const INITIAL_VIEW: View = { k: 1, tx: 0, ty: 0 };

/** A marker's and a cluster's target: 46 px across, above the 44 px minimum (issue 19 §5), whatever the dot's size. */
const TARGET_RADIUS = 23;

/**
 * Our own world map, drawn locally (Natural Earth land, pre-projected: see world-outline.generated.ts): works
 * with no key and no network, and names the main cities. It asks the server for the markers of what it shows
 * (bounds and zoom: issue 24 §1), so 100,000 communities never travel: single communities coloured by type, and
 * clusters with their count. Popups, zoom in/out and pan buttons. Centred at latitude 20, longitude 0 (spec §9).
 * Markers are for the mouse and touch; the list below reaches every community by keyboard.
 */
export function OfflineMap({ filter, total, basePath }: MapProps) {
  // The drawing's own box (on phones the buttons sit below it, not over it).
  const svgRef = useRef<SVGSVGElement>(null);
  // Unknown until measured: the map asks the server only for the view it really shows.
  const [measured, setMeasured] = useState<{ w: number; h: number } | null>(null);
  const size = measured ?? { w: 800, h: 440 };
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const drag = useRef<{ x: number; y: number; tx: number; ty: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const measure = () => setMeasured({ w: Math.max(200, el.clientWidth), h: Math.max(160, el.clientHeight) });
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);

  const { w, h } = size;
  const projection = useMemo(() => worldProjection(w, h), [w, h]);

  // What is visible, as the server's bounds and zoom; asked once the view has been still for a moment.
  const bounds = useMemo(
    () => visibleBounds((sx, sy) => projection.invert((sx - view.tx) / view.k, (sy - view.ty) / view.k), w, h, projection.worldWidth * view.k),
    [projection, view, w, h],
  );
  const boundsKey = JSON.stringify(bounds);
  // The first view (once measured) is asked at once; later ones once the view has been still for 150 ms.
  const [asked, setAsked] = useState<string | null>(null);
  const askedOnce = useRef(false);
  useEffect(() => {
    if (!measured) return undefined;
    if (!askedOnce.current) {
      askedOnce.current = true;
      setAsked(boundsKey);
      return undefined;
    }
    const timer = setTimeout(() => setAsked(boundsKey), 150);
    return () => clearTimeout(timer);
  }, [boundsKey, measured]);
  const markers = useQuery(explorerMapQuery(filter, useMemo(() => (asked ? (JSON.parse(asked) as typeof bounds) : null), [asked])));
  const points = useMemo(
    () => (markers.data?.points ?? []).map((p) => {
      const [x, y] = projection.project(p.longitude, p.latitude);
      return { p, x, y };
    }),
    [markers.data, projection],
  );
  // A popup belongs to the search and type it was opened under: another filter closes it (derived, not reset by an effect).
  const [picked, setPicked] = useState<{ point: CommunityMapPoint; search: string; type: string | null } | null>(null);
  const selected = picked && picked.search === filter.search && picked.type === filter.type ? picked.point : null;
  const setSelected = (point: CommunityMapPoint | null) => setPicked(point && { point, search: filter.search, type: filter.type });
  const selectedId = selected?.id ?? null;
  const cityRank = citiesRankAt(view.k);
  const cities = useMemo(
    () => MAIN_CITIES.filter((c) => c.rank <= cityRank).map((c) => ({ name: c.name, xy: projection.project(c.lng, c.lat) })),
    [projection, cityRank],
  );

  const zoomAt = useCallback((factor: number, cx: number, cy: number) => {
    setView((v) => {
      const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * factor));
      const f = k / v.k;
      return { k, tx: cx - (cx - v.tx) * f, ty: cy - (cy - v.ty) * f };
    });
  }, []);
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, tx: v.tx + dx, ty: v.ty + dy }));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setPicked(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, tx: view.tx, ty: view.ty, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    if (!d.moved) {
      d.moved = true;
      setDragging(true);
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    setView((v) => ({ ...v, tx: d.tx + dx, ty: d.ty + dy }));
  };
  const endDrag = () => {
    setDragging(false);
    // keep `moved` until the click that follows a drag has been ignored
    setTimeout(() => {
      drag.current = null;
    }, 0);
  };
  const wasDrag = () => !!drag.current?.moved;

  const toScreen = (x: number, y: number) => [x * view.k + view.tx, y * view.k + view.ty] as const;

  const popup = selected
    ? (() => {
        const [px, py] = projection.project(selected.longitude, selected.latitude);
        const [sx, sy] = toScreen(px, py);
        // Keep clear of the map buttons: a column on the right (wide screens) or a row along the bottom (phones).
        const phone = w <= 600;
        const width = Math.min(280, w - 16);
        const left = Math.max(8, Math.min(sx - width / 2, w - width - (phone ? 8 : 176)));
        const est = 200; // about the popup's height
        const bottomGap = 8;
        const top = sy > h / 2 ? Math.max(8, sy - 16 - est) : Math.max(8, Math.min(h - est - bottomGap, sy + 16));
        const style = { left, top, width };
        return { style, item: selected };
      })()
    : null;

  // The towns on screen; a name whose box a marker or cluster would sit on goes under its dot instead.
  const onScreen = points.map(({ p, x, y }) => {
    const [mx, my] = toScreen(x, y);
    return { mx, my, r: p.count === 1 && p.id != null ? TARGET_RADIUS : Math.max(TARGET_RADIUS, Math.min(30, 16 + Math.log2(p.count) * 1.5)) };
  });
  const labels = cities.flatMap(({ name, xy }) => {
    const [sx, sy] = toScreen(xy[0], xy[1]);
    if (sx < -60 || sy < -20 || sx > w + 60 || sy > h + 20) return [];
    const box = { left: sx + 5, right: sx + 5 + name.length * 7.5, top: sy - 18, bottom: sy - 2 };
    const below = onScreen.some(({ mx, my, r }) => {
      const nx = Math.max(box.left, Math.min(mx, box.right));
      const ny = Math.max(box.top, Math.min(my, box.bottom));
      return (nx - mx) ** 2 + (ny - my) ** 2 < r * r;
    });
    return [{ name, sx, sy, below }];
  });

  return (
    <div
      className={`cm-offline${dragging ? ' is-dragging' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${w} ${h}`}
        role="img"
        aria-label={`World map${total != null ? ` with ${total} communities marked` : ''}. Every community is also in the list below the map.`}
      >
        <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`}>
          <g transform={projection.outlineTransform}>
            <path d={GRATICULE_PATH} className="cm-graticule" />
            <path d={LAND_PATH} className="cm-land" />
          </g>
        </g>
        <g className="cm-cities" aria-hidden>
          {labels.map(({ name, sx, sy }) => (
            <circle key={name} transform={`translate(${sx} ${sy})`} r={2.5} />
          ))}
        </g>
        {points.map(({ p, x, y }) => {
          const [sx, sy] = toScreen(x, y);
          if (sx < -30 || sy < -30 || sx > w + 30 || sy > h + 30) return null;
          if (p.count === 1 && p.id != null) {
            return (
              <g
                key={`m${p.id}`}
                className={`cm-marker${p.id === selectedId ? ' is-selected' : ''}`}
                data-community-id={p.id}
                transform={`translate(${sx} ${sy})`}
                onClick={(e) => {
                  e.stopPropagation();
                  if (!wasDrag()) setSelected(p);
                }}
              >
                <title>{`${p.name} (${p.location})`}</title>
                <circle className="cm-target" r={TARGET_RADIUS} />
                <circle className="cm-dot" r={10} fill={typeColor(p.type ?? '')} />
              </g>
            );
          }
          const n = p.count;
          const r = Math.max(TARGET_RADIUS, Math.min(30, 16 + Math.log2(n) * 1.5));
          return (
            <g
              key={`c${p.latitude},${p.longitude}`}
              className="cm-cluster"
              transform={`translate(${sx} ${sy})`}
              onClick={(e) => {
                e.stopPropagation();
                if (!wasDrag()) zoomAt(view.k >= MAX_ZOOM ? 1 : 2.5, sx, sy);
              }}
            >
              <title>{`${n} communities here: zoom in to see them`}</title>
              <circle r={r} />
              <text textAnchor="middle" dy="0.35em" fontSize={n > 999 ? 13 : 15}>
                {n > 9999 ? `${Math.round(n / 1000)}k` : n}
              </text>
            </g>
          );
        })}
        {/* The towns' names over the markers (issue 31: a cluster hid them); beside the dot, or under it where a marker sits there. */}
        <g className="cm-cities" aria-hidden>
          {labels.map(({ name, sx, sy, below }) => (
            <text key={name} transform={`translate(${sx} ${sy})`} {...(below ? { textAnchor: 'middle', y: 46 } : { x: 5, y: -5 })}>
              {name}
            </text>
          ))}
        </g>
      </svg>

      <div className="cm-map-controls" onPointerDown={(e) => e.stopPropagation()}>
        <button type="button" aria-label="Zoom in" title="Zoom in" disabled={view.k >= MAX_ZOOM} onClick={() => zoomAt(2, w / 2, h / 2)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" title="Zoom out" disabled={view.k <= MIN_ZOOM} onClick={() => zoomAt(0.5, w / 2, h / 2)}>
          −
        </button>
        <div className="cm-pan" role="group" aria-label="Move the map">
          <span />
          <button type="button" aria-label="Move map up" title="Move map up" onClick={() => pan(0, PAN_STEP)}>↑</button>
          <span />
          <button type="button" aria-label="Move map left" title="Move map left" onClick={() => pan(PAN_STEP, 0)}>←</button>
          <button type="button" aria-label="Reset map" title="Reset map" onClick={() => setView(INITIAL_VIEW)} style={{ fontSize: 16 }}>⟲</button>
          <button type="button" aria-label="Move map right" title="Move map right" onClick={() => pan(-PAN_STEP, 0)}>→</button>
          <span />
          <button type="button" aria-label="Move map down" title="Move map down" onClick={() => pan(0, -PAN_STEP)}>↓</button>
          <span />
        </div>
      </div>

      {popup && (
        <div className="cm-popup" style={popup.style} role="dialog" aria-label={popup.item.name} onPointerDown={(e) => e.stopPropagation()}>
          <button type="button" className="cm-popup-close" aria-label="Close" onClick={() => setSelected(null)}>
            ×
          </button>
          <p className="cm-popup-title">{popup.item.name}</p>
          <p>{popup.item.location}</p>
          <TypeChip type={popup.item.type ?? ''} />
          <div style={{ marginTop: 10 }}>
            <LinkButton to={`${basePath}/${popup.item.id}`} type="primary">
              View Community
            </LinkButton>
          </div>
        </div>
      )}
    </div>
  );
}
