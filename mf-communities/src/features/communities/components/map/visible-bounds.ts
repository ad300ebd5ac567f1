import type { MapView } from '../../api/explorer-queries';

/** Screen to longitude/latitude in degrees, or null where the screen shows no part of the world. */
export type Invert = (sx: number, sy: number) => [number, number] | null;

/**
 * The part of the world a w × h map shows, as the server's bounds and zoom (issue 24 §1: the map asks only for what
 * is visible). A grid of screen points is turned back into places (the projection is not rectangular, so the
 * corners alone would miss the widest longitudes); the bounds are rounded outward to a step that halves with each
 * zoom level, so a small pan asks the same question again and the answer comes from the cache.
 * `worldWidthPx` is the width of the whole world on screen at the current zoom: it sets the clustering zoom
 * (256-pixel tiles, as in web maps).
 */
export function visibleBounds(invert: Invert, w: number, h: number, worldWidthPx: number): MapView {
  let west = 180;
  let east = -180;
  let south = 85;
  let north = -85;
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const p = invert((w * i) / steps, (h * j) / steps);
      if (!p) continue;
      const lng = Math.max(-180, Math.min(180, p[0]));
      const lat = Math.max(-85, Math.min(85, p[1]));
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  if (west > east || south > north) return { west: -180, south: -85, east: 180, north: 85, zoom: 0 };
  const zoom = Math.max(0, Math.min(16, Math.floor(Math.log2(Math.max(1, worldWidthPx) / 256) + 0.5)));
  return roundedView({ west, south, east, north }, zoom);
}

/**
 * Bounds rounded outward to a step of 90° / 2^stepZoom (clamped to ±180° and ±85°), with the server's clustering
 * `zoom`: what both maps ask for (the offline map here, Google's from its own bounds), so a small pan hits the cache.
 */
export function roundedView(box: Omit<MapView, 'zoom'>, zoom: number, stepZoom = zoom): MapView {
  const step = 90 / 2 ** stepZoom;
  const fix = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    west: fix(Math.max(-180, Math.floor(box.west / step) * step)),
    south: fix(Math.max(-85, Math.floor(box.south / step) * step)),
    east: fix(Math.min(180, Math.ceil(box.east / step) * step)),
    north: fix(Math.min(85, Math.ceil(box.north / step) * step)),
    zoom,
  };
}
