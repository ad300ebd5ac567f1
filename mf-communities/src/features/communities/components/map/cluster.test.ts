import { clusterPoints } from './cluster';

describe('map clustering', () => {
  const pts = [
    { item: 1, x: 10, y: 10 },
    { item: 2, x: 20, y: 12 },
    { item: 3, x: 300, y: 300 },
  ];
  it('groups close points when zoomed out and separates them when zoomed in', () => {
    const out = clusterPoints(pts, 1, 44);
    expect(out.map((c) => c.points.length).sort()).toEqual([1, 2]);
    const big = out.find((c) => c.points.length === 2)!;
    expect(big.x).toBe(15);
    expect(clusterPoints(pts, 8, 44)).toHaveLength(3);
  });
  it('handles 10,000 points quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ item: i, x: (i * 7919) % 1200, y: (i * 104729) % 600 }));
    const t0 = performance.now();
    const out = clusterPoints(many, 1, 44);
    // generous bound: CI machines are busy; locally this takes a few milliseconds
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(out.reduce((n, c) => n + c.points.length, 0)).toBe(10_000);
  });
});
