import { geoNaturalEarth1Raw } from 'd3-geo';
import { REF_SCALE, SPHERE_HEIGHT, SPHERE_WIDTH } from './world-outline.generated';

const RADIANS = Math.PI / 180;
/** The map's centre (spec §9): latitude 20, longitude 0. */
export const MAP_CENTER = { lat: 20, lng: 0 } as const;
const CENTER_Y = geoNaturalEarth1Raw(0, MAP_CENTER.lat * RADIANS)[1];

export interface WorldProjection {
  /** Projection scale: screen pixels per unit of the raw Natural Earth projection. */
  scale: number;
  /** Screen position of the map's centre. */
  cx: number;
  cy: number;
  /** Longitude/latitude in degrees to screen pixels. */
  project(lng: number, lat: number): [number, number];
  /** Screen pixels (at zoom 1) back to longitude/latitude in degrees, clamped to the world; null where undefined. */
  invert(x: number, y: number): [number, number] | null;
  /** The width of the whole world on screen at zoom 1, in pixels (along the equator). */
  worldWidth: number;
  /** SVG transform placing the pre-projected paths of world-outline.generated.ts on the screen. */
  outlineTransform: string;
}

/**
 * The offline map's projection for a box of w × h pixels: Natural Earth, centred at 20° N 0° E. Wide screens
 * see the whole world; narrow phones see Europe and Africa and pan to the rest. Only the raw projection
 * formula runs on the page: the land, graticule and globe outline were projected ahead of time.
 */
export function worldProjection(w: number, h: number): WorldProjection {
  const scale = Math.max((w / SPHERE_WIDTH) * 0.92, (h / SPHERE_HEIGHT) * 0.8);
  const cx = w / 2;
  const cy = h / 2;
  return {
    scale,
    cx,
    cy,
    project(lng, lat) {
      const [x, y] = geoNaturalEarth1Raw(lng * RADIANS, lat * RADIANS);
      return [cx + scale * x, cy - scale * (y - CENTER_Y)];
    },
    invert(x, y) {
      const raw = geoNaturalEarth1Raw.invert!((x - cx) / scale, -(y - cy) / scale + CENTER_Y);
      if (!raw || !Number.isFinite(raw[0]) || !Number.isFinite(raw[1])) return null;
      // Beyond the outline the formula runs past ±180° and ±90°: clamp (the caller wants the edge of the world).
      return [Math.max(-180, Math.min(180, raw[0] / RADIANS)), Math.max(-90, Math.min(90, raw[1] / RADIANS))];
    },
    worldWidth: scale * (geoNaturalEarth1Raw(Math.PI, 0)[0] - geoNaturalEarth1Raw(-Math.PI, 0)[0]),
    outlineTransform: `translate(${cx} ${cy}) scale(${scale / REF_SCALE})`,
  };
}
