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
    outlineTransform: `translate(${cx} ${cy}) scale(${scale / REF_SCALE})`,
  };
}
