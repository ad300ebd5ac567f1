import { roundedView, visibleBounds } from './visible-bounds';
import { worldProjection } from './world-projection';

describe('what the offline map shows, as bounds and a zoom for the server (issue 24 §1)', () => {
  it('inverts the projection: a place comes back where it was', () => {
    const p = worldProjection(800, 440);
    for (const [lng, lat] of [[-2.59, 51.45], [151.21, -33.87], [0, 0]] as const) {
      const [x, y] = p.project(lng, lat);
      const back = p.invert(x, y)!;
      expect(back[0]).toBeCloseTo(lng, 3);
      expect(back[1]).toBeCloseTo(lat, 3);
    }
  });

  it('the whole world at zoom 1 on a wide screen; a narrower box and a closer zoom deeper in', () => {
    const p = worldProjection(1280, 500);
    const world = visibleBounds((sx, sy) => p.invert(sx, sy), 1280, 500, p.worldWidth);
    expect(world).toMatchObject({ west: -180, east: 180 });
    expect(world.zoom).toBeLessThanOrEqual(3);
    // zoomed 8× around Bristol
    const k = 8;
    const [bx, by] = p.project(-2.59, 51.45);
    const tx = 640 - bx * k;
    const ty = 250 - by * k;
    const near = visibleBounds((sx, sy) => p.invert((sx - tx) / k, (sy - ty) / k), 1280, 500, p.worldWidth * k);
    expect(near.west).toBeLessThan(-2.59);
    expect(near.east).toBeGreaterThan(-2.59);
    expect(near.south).toBeLessThan(51.45);
    expect(near.north).toBeGreaterThan(51.45);
    expect(near.east - near.west).toBeLessThan(90);
    expect(near.zoom).toBe(world.zoom + 3);
  });

  it('rounds outward, so a small pan asks the same question', () => {
    const p = worldProjection(800, 440);
    const k = 4;
    const at = (dx: number) => visibleBounds((sx, sy) => p.invert((sx - dx - 400 * (1 - k)) / k, (sy - 220 * (1 - k)) / k), 800, 440, p.worldWidth * k);
    expect(at(0)).toEqual(at(3));
  });

  it('rounds a box outward to the step of its zoom, clamped to the world (Google\'s bounds too)', () => {
    expect(roundedView({ west: -2.6, south: 51.4, east: 1, north: 51.5 }, 4)).toEqual({ west: -5.625, south: 50.625, east: 5.625, north: 56.25, zoom: 4 });
    // Google's step is one level coarser than its zoom
    expect(roundedView({ west: -2.6, south: 51.4, east: 1, north: 51.5 }, 5, 4)).toEqual({ west: -5.625, south: 50.625, east: 5.625, north: 56.25, zoom: 5 });
    expect(roundedView({ west: -180, south: -89, east: 180, north: 89 }, 1)).toEqual({ west: -180, south: -85, east: 180, north: 85, zoom: 1 });
  });
});
