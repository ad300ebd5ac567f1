import { createTestApp, unique, type TestApp } from '../support';

/** GET /api/communities/:id/groups: the groups that meet in the community's town (issue 19 §2). */
let t: TestApp;
const town = `Zq${unique('t').replace(/[^a-z0-9]/gi, '')}ton`;
let communityId: number;
const groupIds: number[] = [];

beforeAll(async () => {
  t = createTestApp();
  const [c] = await t.db('communities')
    .insert({ name: `${town} Walkers`, location: `${town}, UK`, type: 'active', description: 'Walking', latitude: 51.45, longitude: -2.58, member_count: 3 })
    .returning('id');
  communityId = (c as { id: number }).id;
  const rows = [
    { name: 'Harbour walkers', location: `Castle Park, ${town}`, member_count: 4 },
    { name: 'Chess club', location: `${town.toLowerCase()} Central Library`, member_count: 9 },
    { name: 'Not here', location: `${town}ish Village Hall`, member_count: 20 },
    { name: 'Online circle', location: 'Online', member_count: 30 },
    { name: 'No place', location: null, member_count: 1 },
  ];
  for (const r of rows) {
    const [g] = await t.db('groups').insert({ ...r, description: 'A group', type: 'social' }).returning('id');
    groupIds.push((g as { id: number }).id);
  }
});
afterAll(async () => {
  await t.db('groups').whereIn('id', groupIds).delete();
  await t.db('communities').where({ id: communityId }).delete();
  await t.close();
});

it('answers the groups whose location names the town as a word, the busiest first, to visitors too', async () => {
  const res = await t.request().get(`/api/communities/${communityId}/groups`);
  expect(res.status).toBe(200);
  expect(res.body.map((g: { name: string }) => g.name)).toEqual(['Chess club', 'Harbour walkers']);
  expect(res.body[0]).toMatchObject({ id: groupIds[1], type: 'social', memberCount: 9, activityCount: 0, location: `${town.toLowerCase()} Central Library` });
});

it('a town with characters that mean something to a regular expression is matched literally', async () => {
  const place = `St. ${town}`;
  await t.db('communities').where({ id: communityId }).update({ location: `${place}, UK` });
  await t.db('groups').where({ id: groupIds[0] }).update({ location: `Harbour, ${place}` });
  await t.db('groups').where({ id: groupIds[1] }).update({ location: `Stx ${town}` }); // '.' would match 'x'
  const res = await t.request().get(`/api/communities/${communityId}/groups`);
  expect(res.status).toBe(200);
  expect(res.body.map((g: { name: string }) => g.name)).toEqual(['Harbour walkers']);
});

it('400 for a non-numeric id, 404 for an unknown community', async () => {
  expect((await t.request().get('/api/communities/abc/groups')).status).toBe(400);
  const missing = await t.request().get('/api/communities/2147480000/groups');
  expect(missing.status).toBe(404);
  expect(missing.body.error.message).toBe('Community not found');
});
