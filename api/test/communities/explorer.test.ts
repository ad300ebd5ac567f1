import type { CommunityExplorePage, CommunityMapAnswer } from '@afterwork/contracts/communities';
import { PLACE_NOT_FOUND } from '@afterwork/contracts/communities';
import { createTestApp, unique, type TestApp } from '../support';
import { seedCommunities } from '../../src/modules/communities/seed';
import { searchQueryText } from '../../src/db/word-search';

let t: TestApp;
const token = unique('xp');
const created: number[] = [];

const explore = async (query: Record<string, string | number>) => {
  const res = await t.request().get('/api/communities/explore').query(query);
  return { status: res.status, body: res.body as CommunityExplorePage, error: (res.body as { error?: { message: string } }).error };
};
const names = (page: CommunityExplorePage) => page.items.map((c) => c.name);
/** Every page of a search (the test's own checks of paging). */
async function all(query: Record<string, string>): Promise<CommunityExplorePage['items']> {
  const out: CommunityExplorePage['items'] = [];
  let offset: number | null = 0;
  while (offset != null) {
    const { body } = await explore({ ...query, offset, limit: 50 });
    out.push(...body.items);
    offset = body.nextOffset;
  }
  return out;
}

beforeAll(async () => {
  t = createTestApp();
  await seedCommunities(t.db);
  const rows = await t.db('communities')
    .insert([
      { name: `${token} Thames Rowers`, location: 'London, United Kingdom', type: 'active', description: 'Rowing on the river', latitude: 51.5074, longitude: -0.1278 },
      { name: `${token} Lantern Makers`, location: 'Kyoto, Japan', type: 'craft', description: 'Paper lanterns by hand', latitude: 35.0116, longitude: 135.7681 },
      { name: `${token} Lantern Walk`, location: 'Kyoto, Japan', type: 'active', description: 'An evening walk with lanterns', latitude: 35.02, longitude: 135.77 },
    ])
    .returning('id');
  created.push(...rows.map((r: { id: number }) => r.id));
});
afterAll(async () => {
  await t.db('communities').whereIn('id', created).delete();
  await t.close();
});

describe('search (issue 19 §4): every word, across name, type, description and location', () => {
  it("'walking' finds walkers and walks, not only names with the word", async () => {
    const found = (await all({ search: 'walking' })).map((c) => c.name);
    expect(found).toEqual(expect.arrayContaining(['Munich Alpine Walking Friends', 'Bristol Harbourside Walkers', 'Vancouver Seawall Striders', 'Rio de Janeiro Beach Walkers']));
    expect(found).not.toContain('Paris Museum Explorers');
  });

  it("'yoga Bristol': several words narrow together", async () => {
    const found = (await all({ search: 'yoga Bristol' })).map((c) => c.name);
    expect(found).toContain('Clifton Gentle Yoga');
    expect(found).not.toContain('Leeds Chair Yoga Group'); // yoga, but not Bristol
    expect(found).not.toContain('Bristol Harbourside Walkers'); // Bristol, but not yoga
  });

  it("countries by name: 'England' finds the UK's communities, 'UK' finds 'United Kingdom'", async () => {
    const england = (await all({ search: 'England' })).map((c) => c.location);
    expect(england).toEqual(expect.arrayContaining(['Bristol, UK', 'Leeds, UK', 'Manchester, UK', 'London, United Kingdom']));
    expect(england.every((l) => /UK|United Kingdom/.test(l))).toBe(true);
    const uk = (await all({ search: `uk ${token}` })).map((c) => c.name);
    expect(uk).toEqual([`${token} Thames Rowers`]);
    const usa = (await all({ search: 'United States' })).map((c) => c.location);
    expect(usa).toContain('Boston, USA');
  });

  it('the type is a word too, and the type filter narrows the search', async () => {
    expect(names((await explore({ search: token })).body)).toEqual([`${token} Lantern Makers`, `${token} Lantern Walk`, `${token} Thames Rowers`]);
    expect(names((await explore({ search: `${token} craft` })).body)).toEqual([`${token} Lantern Makers`]);
    const page = (await explore({ search: `${token} lantern`, type: 'active' })).body;
    expect(names(page)).toEqual([`${token} Lantern Walk`]);
    expect(page).toMatchObject({ total: 1, countries: 1, nextOffset: null });
  });

  it('tsquery syntax and odd characters are plain text, never an error', async () => {
    for (const search of ["a & b | !c", "walk:* (yoga", "'", '\\', '<->', 'ÉIRE café']) {
      const res = await explore({ search });
      expect(res.status).toBe(200);
    }
    expect(searchQueryText("walk:* & (yoga | !x)")).toBe('walk:* & yoga:* & x');
    expect(searchQueryText('!!!')).toBeNull();
    expect((await explore({ search: 'zzqqxx nothing like it' })).body).toMatchObject({ items: [], total: 0, countries: 0, nextOffset: null });
  });
});

describe('GET /api/communities/explore: pages, figures and chips from the server (issue 24 §1)', () => {
  it('a page of 20 by name, the overlay figures from an aggregate, the next offset', async () => {
    const res = await explore({});
    expect(res.status).toBe(200);
    const dbCount = Number(((await t.db('communities').whereNull('hidden_at').count('* as n')) as Array<{ n: string }>)[0]!.n);
    const page = res.body;
    expect(page.items).toHaveLength(20);
    expect(page.total).toBe(dbCount);
    expect(page.countries).toBeGreaterThanOrEqual(24);
    expect(page.types.slice(0, 5)).toEqual(['active', 'learn', 'practice', 'craft', 'hobby']);
    expect(page.nextOffset).toBe(20);
    expect(page.origin).toBeNull();
    expect(Object.keys(page.items[0]!).sort()).toEqual(['id', 'latitude', 'location', 'longitude', 'memberCount', 'name', 'type']);
    const second = (await explore({ offset: 20 })).body;
    expect(second.items[0]!.name >= page.items[19]!.name).toBe(true);
    expect(second.items.map((c) => c.id)).not.toContain(page.items[0]!.id);
  });

  it('a new community shows at once (the cache follows the list version)', async () => {
    const tag = unique('fresh');
    expect((await explore({ search: tag })).body.total).toBe(0);
    const [row] = await t.db('communities')
      .insert({ name: `${tag} Circle`, location: 'Oslo, Norway', type: 'hobby', description: 'A new circle', latitude: 59.91, longitude: 10.75 })
      .returning('id');
    created.push((row as { id: number }).id);
    expect(names((await explore({ search: tag })).body)).toEqual([`${tag} Circle`]);
  });

  it('bad paging or places: 400 with a clear message', async () => {
    const bad = [
      [{ limit: 0 }, 'limit must be between 1 and 50.'],
      [{ limit: 51 }, 'limit must be between 1 and 50.'],
      [{ offset: -1 }, 'offset must not be negative.'],
      [{ offset: 'x' }, 'offset must be a whole number.'],
      [{ lat: 51 }, 'Give both latitude and longitude, or neither.'],
      [{ lat: 91, lng: 0 }, 'Latitude must be between -90 and 90.'],
      [{ near: 'Nowhere-on-Sea' }, PLACE_NOT_FOUND],
    ] as const;
    for (const [query, message] of bad) {
      const res = await explore(query as Record<string, string | number>);
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(message);
    }
  });
});

describe('Near me (issue 20 §5): ordered by distance on the server', () => {
  it('from a known town by name: nearest first, with distances in km', async () => {
    const page = (await explore({ near: 'bristol' })).body;
    expect(page.origin).toMatchObject({ label: 'Bristol, UK' });
    expect(page.items[0]!.location).toBe('Bristol, UK');
    const d = page.items.map((c) => c.distanceKm!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    const cardiff = page.items.find((c) => c.name === 'Cardiff Bay Choir for Later Life')!;
    expect(cardiff.distanceKm).toBeGreaterThan(30);
    expect(cardiff.distanceKm).toBeLessThan(60);
  });

  it('pages by distance are the true order: two pages of 5 are the first 10 (the search widens as it needs)', async () => {
    const ten = (await explore({ near: 'Bristol', limit: 10 })).body.items.map((c) => c.id);
    const a = (await explore({ near: 'Bristol', limit: 5 })).body;
    const b = (await explore({ near: 'Bristol', limit: 5, offset: 5 })).body;
    expect([...a.items, ...b.items].map((c) => c.id)).toEqual(ten);
    expect(a.nextOffset).toBe(5);
    const far = (await explore({ lat: -45, lng: 170, limit: 3 })).body.items; // Queenstown, then across the sea
    expect(far[0]!.name).toBe('Queenstown Lakeside Walkers');
    expect(far.map((c) => c.distanceKm!)).toEqual([...far.map((c) => c.distanceKm!)].sort((x, y) => x - y));
  });

  it('from a point (the browser location), with the search and type still applied', async () => {
    const page = (await explore({ lat: 35.0, lng: 135.7, search: token })).body;
    expect(page.origin).toEqual({ label: 'your location', latitude: 35, longitude: 135.7 });
    expect(names(page)).toEqual([`${token} Lantern Makers`, `${token} Lantern Walk`, `${token} Thames Rowers`]);
    expect(page.items[2]!.distanceKm).toBeGreaterThan(9000);
  });
});

describe('GET /api/communities/map: clusters for the visible bounds (issue 24 §1)', () => {
  const world = { west: -180, south: -85, east: 180, north: 85 };
  it('the whole world at zoom 1: clusters that add up to every matching community', async () => {
    const res = await t.request().get('/api/communities/map').query({ ...world, zoom: 1 });
    expect(res.status).toBe(200);
    const { points } = res.body as CommunityMapAnswer;
    const total = (await explore({})).body.total;
    expect(points.reduce((n, p) => n + p.count, 0)).toBe(total);
    expect(points.length).toBeLessThan(total);
    expect(points.some((p) => p.count > 1 && p.expansionZoom! > 1)).toBe(true);
  });

  it('zoomed in on Kyoto: single communities with their popup fields; the search narrows the map', async () => {
    const res = await t.request().get('/api/communities/map').query({ west: 135.6, south: 34.9, east: 135.9, north: 35.1, zoom: 15, search: token });
    const { points } = res.body as CommunityMapAnswer;
    expect(points.map((p) => p.name).sort()).toEqual([`${token} Lantern Makers`, `${token} Lantern Walk`]);
    expect(points[0]).toMatchObject({ count: 1, location: 'Kyoto, Japan', id: expect.any(Number), type: expect.any(String) });
    const outside = await t.request().get('/api/communities/map').query({ west: -10, south: 40, east: 0, north: 50, zoom: 15, search: token });
    expect(outside.body.points).toEqual([]);
  });

  it('bad bounds or zoom: 400', async () => {
    for (const query of [{ ...world }, { ...world, zoom: 30 }, { ...world, zoom: 2, north: 100 }, { ...world, zoom: 2, south: 50, north: 10 }]) {
      const res = await t.request().get('/api/communities/map').query(query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
  });
});
