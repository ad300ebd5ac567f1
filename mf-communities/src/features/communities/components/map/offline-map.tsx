import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import type { MapProps } from './map-parts';
import { TypeChip, typeColor } from '../type-chip';
import { clusterPoints, type ProjectedPoint } from './cluster';
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

/**
 * Our own world map, drawn locally (Natural Earth land, pre-projected: see world-outline.generated.ts): works
 * with no key and no network. Same markers (coloured by type, clustered when zoomed out), popups, zoom in/out and pan buttons.
 * Centred at latitude 20, longitude 0 (spec §9). Markers are for the mouse; the list below reaches every
 * community by keyboard.
 */
export function OfflineMap({ communities, basePath }: MapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 800, h: 440 });
  const [view, setView] = useState<View>(INITIAL_VIEW);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const drag = useRef<{ x: number; y: number; tx: number; ty: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const measure = () => setSize({ w: Math.max(200, el.clientWidth), h: Math.max(200, el.clientHeight) });
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);

  const { w, h } = size;
  const projection = useMemo(() => worldProjection(w, h), [w, h]);

  const points = useMemo<ProjectedPoint<CommunityListItem>[]>(() => {
    const out: ProjectedPoint<CommunityListItem>[] = [];
    for (const c of communities) {
      const [x, y] = projection.project(c.longitude, c.latitude);
      out.push({ item: c, x, y });
    }
    return out;
  }, [communities, projection]);
  const clusters = useMemo(() => clusterPoints(points, view.k, 60), [points, view.k]);

  const selected = selectedId == null ? null : (points.find((p) => p.item.id === selectedId) ?? null);
  useEffect(() => {
    if (selectedId != null && !selected) setSelectedId(null);
  }, [selectedId, selected]);

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
      if (e.key === 'Escape') setSelectedId(null);
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
        const [sx, sy] = toScreen(selected.x, selected.y);
        // Keep clear of the map buttons: a column on the right (wide screens) or a row along the bottom (phones).
        const phone = w <= 600;
        const width = Math.min(280, w - 16);
        const left = Math.max(8, Math.min(sx - width / 2, w - width - (phone ? 8 : 176)));
        const est = 200; // about the popup's height
        const bottomGap = phone ? 60 : 8;
        const top = sy > h / 2 ? Math.max(8, sy - 16 - est) : Math.max(8, Math.min(h - est - bottomGap, sy + 16));
        const style = { left, top, width };
        return { style, item: selected.item };
      })()
    : null;

  return (
    <div
      ref={boxRef}
      className={`cm-offline${dragging ? ' is-dragging' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`World map with ${communities.length} communities marked. Every community is also in the list below the map.`}>
        <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`}>
          <g transform={projection.outlineTransform}>
            <path d={GRATICULE_PATH} className="cm-graticule" />
            <path d={LAND_PATH} className="cm-land" />
          </g>
        </g>
        {clusters.map((cl) => {
          const [sx, sy] = toScreen(cl.x, cl.y);
          if (sx < -30 || sy < -30 || sx > w + 30 || sy > h + 30) return null;
          if (cl.points.length === 1) {
            const c = cl.points[0].item;
            return (
              <g
                key={`m${c.id}`}
                className={`cm-marker${c.id === selectedId ? ' is-selected' : ''}`}
                data-community-id={c.id}
                transform={`translate(${sx} ${sy})`}
                onClick={(e) => {
                  e.stopPropagation();
                  if (!wasDrag()) setSelectedId(c.id);
                }}
              >
                <title>{`${c.name} (${c.location})`}</title>
                <circle r={9} fill={typeColor(c.type)} />
              </g>
            );
          }
          const n = cl.points.length;
          const r = Math.min(24, 14 + Math.log2(n) * 1.5);
          return (
            <g
              key={`c${cl.key}`}
              className="cm-cluster"
              transform={`translate(${sx} ${sy})`}
              onClick={(e) => {
                e.stopPropagation();
                if (!wasDrag()) zoomAt(view.k >= MAX_ZOOM ? 1 : 2.5, sx, sy);
              }}
            >
              <title>{`${n} communities here: zoom in to see them`}</title>
              <circle r={r} />
              <text textAnchor="middle" dy="0.35em" fontSize={n > 999 ? 12 : 14}>
                {n > 9999 ? `${Math.round(n / 1000)}k` : n}
              </text>
            </g>
          );
        })}
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
          <button type="button" className="cm-popup-close" aria-label="Close" onClick={() => setSelectedId(null)}>
            ×
          </button>
          <p className="cm-popup-title">{popup.item.name}</p>
          <p>{popup.item.location}</p>
          <TypeChip type={popup.item.type} />
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
