import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { communityFormSchema } from '@afterwork/contracts/communities';
import { loadConfig } from '../../src/config';
import { createTestApp, signInAdmin, signUpMember, unique, type TestApp } from '../support';
import { seedCommunities } from '../../src/modules/communities/seed';
import { SEED_COMMUNITIES } from '../../src/modules/communities/seed-data';

let t: TestApp;
const token = unique('cm');
const day = 24 * 3600_000;
let communityId: number;
let leadUserId: number;
const created: number[] = [];

beforeAll(async () => {
  t = createTestApp();
  const [c] = await t.db('communities')
    .insert({ name: `Aardvark ${token} Walkers`, location: 'Leeds, UK', type: 'active', description: 'Walking in the dales', latitude: 53.8008, longitude: -1.5491, member_count: 12 })
    .returning('id');
  communityId = (c as { id: number }).id;
  created.push(communityId);
  const [u] = await t.db('users')
    .insert({ username: unique('lead_'), password_hash: 'x', name: 'Lead Person', email: `${token}@example.com`, profession: 'Retired nurse', avatar: '/avatars/a.png' })
    .returning('id');
  leadUserId = (u as { id: number }).id;
  const [u2] = await t.db('users')
    .insert({ username: unique('lead_'), password_hash: 'x', name: 'Second Lead', email: `${token}2@example.com` })
    .returning('id');
  await t.db('community_leads').insert([
    { community_id: communityId, user_id: (u2 as { id: number }).id, role: 'mentor' },
    { community_id: communityId, user_id: leadUserId, role: 'leader', bio: 'Hello' },
  ]);
  const now = Date.now();
  const text = 'An afternoon together.';
  await t.db('activities').insert([
    { community_id: communityId, title: 'Past long ago', description: text, start_date: new Date(now - 30 * day) },
    { community_id: communityId, title: 'Later', description: text, start_date: new Date(now + 10 * day), end_date: new Date(now + 10 * day + 7200_000) },
    { community_id: communityId, title: 'Recent past', description: text, start_date: new Date(now - 2 * day) },
    { community_id: communityId, title: 'Soon', description: text, start_date: new Date(now + 1 * day), is_virtual: true, meeting_link: 'https://meet.example.com/x' },
  ]);
});
afterAll(async () => {
  await t.db('communities').whereIn('id', created).delete();
  await t.close();
});

describe('GET /api/communities', () => {
  it('answers the explorer fields only, with numeric coordinates, ordered by name', async () => {
    const res = await t.request().get('/api/communities');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const mine = res.body.find((c: { id: number }) => c.id === communityId);
    expect(mine).toEqual({ id: communityId, name: `Aardvark ${token} Walkers`, location: 'Leeds, UK', type: 'active', latitude: 53.8008, longitude: -1.5491, memberCount: 12 });
    for (const c of res.body) {
      expect(Object.keys(c).sort()).toEqual(['id', 'latitude', 'location', 'longitude', 'memberCount', 'name', 'type']);
      expect(typeof c.latitude).toBe('number');
      expect(typeof c.longitude).toBe('number');
    }
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is gzip-compressed when asked, and a repeat request with the ETag gets 304', async () => {
    const raw = await t.request().get('/api/communities').set('Accept-Encoding', 'gzip').buffer(true)
      .parse((res, cb) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => cb(null, Buffer.concat(chunks))); });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toMatch(/Accept-Encoding/);
    // superagent inflates the body on the way in
    expect(Array.isArray(JSON.parse((raw.body as Buffer).toString()))).toBe(true);
    const etag = raw.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request().get('/api/communities').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });

  it('a change gives a new ETag and fresh data', async () => {
    const before = await t.request().get('/api/communities');
    await t.db('communities').where({ id: communityId }).update({ member_count: 13, updated_at: t.db.fn.now() });
    const after = await t.request().get('/api/communities').set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.find((c: { id: number }) => c.id === communityId).memberCount).toBe(13);
  });
});

describe('GET /api/communities/map-config', () => {
  it('gives no key when none is configured (the explorer then draws its offline map)', async () => {
    const res = await t.request().get('/api/communities/map-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ googleMapsApiKey: null });
  });

  it('gives the key read from GOOGLE_MAPS_API_KEY_FILE, as the CSP that then allows Google Maps', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-maps-'));
    const file = path.join(dir, 'maps-key');
    fs.writeFileSync(file, '  AIza-test-browser-key\n');
    // What the config holds about the map, as loaded from the file (nothing in process.env).
    const fromFile = loadConfig({ NODE_ENV: 'test', GOOGLE_MAPS_API_KEY_FILE: file });
    const maps = Object.fromEntries(Object.entries(fromFile).filter(([name]) => /maps/i.test(name)));
    expect(process.env.GOOGLE_MAPS_API_KEY).toBeUndefined();
    const withKey = createTestApp({ config: maps });
    try {
      const res = await withKey.request().get('/api/communities/map-config');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ googleMapsApiKey: 'AIza-test-browser-key' });
      expect(res.headers['content-security-policy']).toContain('https://maps.googleapis.com');
    } finally {
      await withKey.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/communities/:id and its leads and activities', () => {
  it('answers one community with every field', async () => {
    const res = await t.request().get(`/api/communities/${communityId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: communityId, description: 'Walking in the dales', latitude: 53.8008, longitude: -1.5491, imageUrl: null, coverPhoto: null, createdBy: null });
    expect(typeof res.body.createdAt).toBe('string');
  });

  it('leads carry the nested user, leaders first', async () => {
    // The picture and profession as the lead chose (issue 32, finding 6: test/security/leads-privacy.test.ts).
    await t.db('users').where({ id: leadUserId }).update({ profile_visibility: 'members' });
    const viewer = t.agent();
    await signUpMember(viewer);
    const res = await viewer.get(`/api/communities/${communityId}/leads`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ role: 'leader', userId: leadUserId, bio: 'Hello', user: { name: 'Lead Person', avatar: '/avatars/a.png', profession: 'Retired nurse' } });
    expect(res.body[1]).toMatchObject({ role: 'mentor', user: { name: 'Second Lead', avatar: null, profession: null } });
    expect(JSON.stringify(res.body)).not.toMatch(/password|email/);
  });

  it('activities: upcoming first (soonest first), then past (most recent first)', async () => {
    const res = await t.request().get(`/api/communities/${communityId}/activities`);
    expect(res.status).toBe(200);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Soon', 'Later', 'Recent past', 'Past long ago']);
    // A visitor: the meeting link is for the community's members (issue 18).
    expect(res.body[0]).toMatchObject({ isVirtual: true, meetingLink: null, endDate: null });
    expect(res.body[1].endDate).toEqual(expect.any(String));
  });

  it.each(['', '/leads', '/activities'])('400 for a non-numeric id, 404 for an unknown one (%s)', async (suffix) => {
    const bad = await t.request().get(`/api/communities/abc${suffix}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid id');
    const missing = await t.request().get(`/api/communities/999999${suffix}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Community not found');
  });
});

describe('admin: POST / PATCH / DELETE /api/communities', () => {
  const valid = { name: 'Test Gardeners', description: 'Growing vegetables together', type: 'hobby', location: 'York, UK', latitude: '53.9590', longitude: '-1.0815' };

  it('401 for visitors, 403 for members', async () => {
    const visitor = t.request();
    expect((await visitor.post('/api/communities').send(valid)).status).toBe(401);
    expect((await visitor.patch(`/api/communities/${communityId}`).send({ name: 'Hacked name' })).status).toBe(401);
    expect((await visitor.delete(`/api/communities/${communityId}`)).status).toBe(401);
    const member = t.agent();
    await signUpMember(member);
    const post = await member.post('/api/communities').send(valid);
    expect(post.status).toBe(403);
    expect(post.body.error.message).toBe('You need admin privileges');
    expect((await member.patch(`/api/communities/${communityId}`).send({ name: 'Hacked name' })).status).toBe(403);
    expect((await member.delete(`/api/communities/${communityId}`)).status).toBe(403);
    expect((await t.request().get(`/api/communities/${communityId}`)).body.name).toBe(`Aardvark ${token} Walkers`);
  });

  it('creates, updates and deletes as an admin', async () => {
    const admin = t.agent();
    const { user } = await signInAdmin(admin, t.db);
    const res = await admin.post('/api/communities').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Test Gardeners', type: 'hobby', latitude: 53.959, longitude: -1.0815, memberCount: 0, imageUrl: null, createdBy: user.id });
    const id = res.body.id as number;
    created.push(id);
    const list = await t.request().get('/api/communities');
    expect(list.body.some((c: { id: number }) => c.id === id)).toBe(true);

    const patched = await admin.patch(`/api/communities/${id}`).send({ name: 'Test Gardeners of York', latitude: 54, coverPhoto: 'https://example.com/c.jpg' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Test Gardeners of York', latitude: 54, longitude: -1.0815, coverPhoto: 'https://example.com/c.jpg', description: valid.description });

    const del = await admin.delete(`/api/communities/${id}`);
    expect(del.status).toBe(204);
    expect((await t.request().get(`/api/communities/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/communities/${id}`)).status).toBe(404);
    expect((await admin.patch(`/api/communities/${id}`).send({ name: 'Gone again' })).status).toBe(404);
    expect((await admin.patch('/api/communities/abc').send({ name: 'Gone again' })).status).toBe(400);
    expect((await admin.delete('/api/communities/abc')).status).toBe(400);
  });

  it('400 with the admin form messages', async () => {
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, name: 'ab' }, 'name', 'Name must be at least 3 characters'],
      [{ ...valid, description: 'short' }, 'description', 'Description must be at least 10 characters'],
      [{ ...valid, type: undefined }, 'type', 'Type is required'],
      [{ ...valid, type: 'sports' }, 'type', 'Type is required'],
      [{ ...valid, location: '' }, 'location', 'Location is required'],
      [{ ...valid, latitude: '' }, 'latitude', 'Latitude is required'],
      [{ ...valid, latitude: undefined }, 'latitude', 'Latitude is required'],
      [{ ...valid, latitude: 'north' }, 'latitude', 'Latitude must be a number'],
      [{ ...valid, latitude: 91 }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ ...valid, longitude: '-180.5' }, 'longitude', 'Longitude must be between -180 and 180'],
      [{ ...valid, imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid URL for the image.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/communities').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    const empty = await admin.post('/api/communities').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ name: 'Name must be at least 3 characters', type: 'Type is required', location: 'Location is required', latitude: 'Latitude is required', longitude: 'Longitude is required' });
    const patch = await admin.patch(`/api/communities/${communityId}`).send({ longitude: 200 });
    expect(patch.status).toBe(400);
    expect(patch.body.error.message).toBe('Longitude must be between -180 and 180');
  });

  it('the form schema accepts coordinates as strings or numbers', () => {
    const out = communityFormSchema.parse({ ...valid, latitude: ' -33.8688 ', longitude: 151.2093, imageUrl: '' });
    expect(out).toMatchObject({ latitude: -33.8688, longitude: 151.2093, imageUrl: null, coverPhoto: null });
  });
});

describe('POST /api/communities/:id/suggestions', () => {
  it('signed-in members leave an idea for the leads; visitors get 401', async () => {
    expect((await t.request().post(`/api/communities/${communityId}/suggestions`).send({ title: 'Picnic' })).status).toBe(401);
    const member = t.agent();
    const { user } = await signUpMember(member);
    const short = await member.post(`/api/communities/${communityId}/suggestions`).send({ title: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Please give your idea a title of at least 3 characters');
    const res = await member.post(`/api/communities/${communityId}/suggestions`).send({ title: 'Summer picnic', details: 'In the park' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ communityId, title: 'Summer picnic', details: 'In the park' });
    const stored = await t.db('community_activity_suggestions').where({ id: res.body.id }).first();
    expect(stored.user_id).toBe(user.id);
    expect((await member.post('/api/communities/999999/suggestions').send({ title: 'Summer picnic' })).status).toBe(404);
  });
});

describe('demo seed', () => {
  it('is idempotent and keeps its invariants', async () => {
    await seedCommunities(t.db);
    const countAfterFirst = (await t.db('communities').count({ n: '*' }).first())!.n;
    const activitiesFirst = (await t.db('activities').whereNotNull('community_id').count({ n: '*' }).first())!.n;
    await seedCommunities(t.db);
    expect((await t.db('communities').count({ n: '*' }).first())!.n).toBe(countAfterFirst);
    expect((await t.db('activities').whereNotNull('community_id').count({ n: '*' }).first())!.n).toBe(activitiesFirst);

    const names = SEED_COMMUNITIES.map((c) => c[0]);
    const res = await t.request().get('/api/communities');
    const seeded = res.body.filter((c: { name: string }) => names.includes(c.name));
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    const countries = new Set(seeded.map((c: { location: string }) => c.location.split(',').pop()!.trim()));
    expect(countries.size).toBeGreaterThanOrEqual(20);
    expect(new Set(seeded.map((c: { type: string }) => c.type))).toEqual(new Set(['active', 'learn', 'practice', 'craft', 'hobby']));
    for (const c of seeded) {
      expect(c.location).toMatch(/^[^,]+, [^,]+$/);
      expect(c.latitude).toBeGreaterThanOrEqual(-90);
      expect(c.latitude).toBeLessThanOrEqual(90);
      expect(c.longitude).toBeGreaterThanOrEqual(-180);
      expect(c.longitude).toBeLessThanOrEqual(180);
    }
    const roles = (await t.db('community_leads').distinct('role')).map((r: { role: string }) => r.role);
    expect(roles).toEqual(expect.arrayContaining(['leader', 'coordinator', 'mentor']));
    const now = new Date();
    const upcoming = await t.db('activities').whereNotNull('community_id').where('start_date', '>=', now).count({ n: '*' }).first();
    const past = await t.db('activities').whereNotNull('community_id').where('start_date', '<', now).count({ n: '*' }).first();
    const virtual = await t.db('activities').whereNotNull('community_id').where({ is_virtual: true }).whereNotNull('meeting_link').count({ n: '*' }).first();
    expect(Number(upcoming!.n)).toBeGreaterThan(0);
    expect(Number(past!.n)).toBeGreaterThan(0);
    expect(Number(virtual!.n)).toBeGreaterThan(0);
  });
});
