import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { worldProjection } from './world-projection';
import { LAND_PATH, REF_SCALE, SPHERE_PATH } from './world-outline.generated';

const SPHERE = { type: 'Sphere' } as const;

/** What the map drew before the outline was pre-projected: d3-geo's own projection, fitted the same way. */
function d3Projection(w: number, h: number) {
  const byWidth = geoNaturalEarth1().fitWidth(w, SPHERE).scale();
  const byHeight = geoNaturalEarth1().fitHeight(h, SPHERE).scale();
  return geoNaturalEarth1().scale(Math.max(byWidth * 0.92, byHeight * 0.8)).center([0, 20]).translate([w / 2, h / 2]);
}

describe('the offline map projection', () => {
  const places: Array<[string, number, number]> = [
    ['Bristol', -2.59, 51.45],
    ['Sydney', 151.21, -33.87],
    ['Honolulu', -157.86, 21.31],
    ['Reykjavik', -21.9, 64.15],
    ['Ushuaia', -68.3, -54.8],
  ];

  it.each([
    [1280, 440],
    [390, 360],
    [800, 800],
  ])('puts markers where d3-geo does in a %i × %i box', (w, h) => {
    const ours = worldProjection(w, h);
    const theirs = d3Projection(w, h);
    expect(ours.scale).toBeCloseTo(theirs.scale(), 3);
    for (const [, lng, lat] of places) {
      const [x, y] = ours.project(lng, lat);
      const [ex, ey] = theirs([lng, lat])!;
      expect(x).toBeCloseTo(ex, 3);
      expect(y).toBeCloseTo(ey, 3);
    }
  });

  it('places the pre-projected outline where d3-geo draws the globe', () => {
    const w = 1280;
    const h = 440;
    const ours = worldProjection(w, h);
    const [[x0, y0], [x1, y1]] = geoPath(d3Projection(w, h)).bounds(SPHERE);
    // Walk the generated outline (M x y, then relative l dx dy) and place it as the page's transform does.
    const f = ours.scale / REF_SCALE;
    let x = 0;
    let y = 0;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [, cmd, a, b] of SPHERE_PATH.matchAll(/([Ml])(-?\d+) ?(-?\d+)/g)) {
      if (cmd === 'M') [x, y] = [Number(a), Number(b)];
      else [x, y] = [x + Number(a), y + Number(b)];
      xs.push(ours.cx + x * f);
      ys.push(ours.cy + y * f);
    }
    expect(xs.length).toBeGreaterThan(50);
    const tolerance = f; // one path unit
    expect(Math.abs(Math.min(...xs) - x0)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(Math.max(...xs) - x1)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(Math.min(...ys) - y0)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(Math.max(...ys) - y1)).toBeLessThanOrEqual(tolerance);
  });

  it('ships the land as compact relative path data', () => {
    expect(LAND_PATH.startsWith('M')).toBe(true);
    expect(LAND_PATH).toMatch(/^[Mlz\d\s-]+$/);
    // 127 land polygons in Natural Earth 1:110m, each closed
    expect(LAND_PATH.split('z').length - 1).toBeGreaterThan(100);
  });
});
