import { sanitizeResourceHtml } from '../../src/modules/resources/sanitize';
import { resourceFormSchema } from '@afterwork/contracts/resources';
import { validate } from '../../src/platform/validate';
import { createTestApp, unique, type TestApp } from '../support';

let t: TestApp;
const token = unique('zq');
const ids: number[] = [];
beforeAll(async () => {
  t = createTestApp();
  const rows = [
    { title: `Alpha ${token} walking`, description: 'A guide to gentle walks in town', category: 'guide', icon_name: 'book', featured: false },
    { title: 'Beta podcast', description: `Listening club ${token.toUpperCase()} episodes`, category: 'podcast', icon_name: 'headphones', featured: true },
    { title: `Gamma ${token}`, description: 'Video on chair yoga basics', category: 'video', icon_name: 'video', featured: false, link: 'https://example.com/v' },
  ];
  for (const [i, r] of rows.entries()) {
    const at = new Date(Date.now() - (3 - i) * 1000);
    const [row] = await t.db('resources').insert({ ...r, created_at: at, updated_at: at }).returning('id');
    ids.push((row as { id: number }).id);
  }
});
afterAll(async () => {
  await t.db('resources').whereIn('id', ids).delete();
  await t.close();
});

describe('GET /api/resources', () => {
  it('lists the seeded demo resources with camelCase fields, featured first then newest', async () => {
    const res = await t.request().get('/api/resources');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(res.body[0]).sort()).toEqual(['category', 'content', 'createdAt', 'createdBy', 'description', 'featured', 'iconName', 'id', 'link', 'title', 'updatedAt'].sort());
    const featured = res.body.map((r: { featured: boolean }) => r.featured);
    expect(featured.indexOf(false)).toBeGreaterThan(0);
    expect(featured.slice(featured.indexOf(false))).not.toContain(true);
  });

  it('search is case-insensitive on title OR description', async () => {
    const res = await t.request().get('/api/resources').query({ search: token.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { title: string }) => r.title)).toEqual(['Beta podcast', `Gamma ${token}`, `Alpha ${token} walking`]);
  });

  it('filters by category and featured, combined with search', async () => {
    const cat = await t.request().get('/api/resources').query({ search: token, category: 'video' });
    expect(cat.body).toHaveLength(1);
    expect(cat.body[0]).toMatchObject({ title: `Gamma ${token}`, iconName: 'video', link: 'https://example.com/v', content: null });
    const feat = await t.request().get('/api/resources').query({ search: token, featured: 'true' });
    expect(feat.body.map((r: { title: string }) => r.title)).toEqual(['Beta podcast']);
    const all = await t.request().get('/api/resources').query({ featured: 'true' });
    expect(all.body.every((r: { featured: boolean }) => r.featured)).toBe(true);
    const none = await t.request().get('/api/resources').query({ search: '100%_nothing' });
    expect(none.body).toEqual([]);
  });

  it('400 on a bad featured value', async () => {
    const res = await t.request().get('/api/resources').query({ featured: 'maybe' });
    expect(res.status).toBe(400);
  });

  it('search uses the trigram index (not a table scan) when the planner is forced off seq scans', async () => {
    await t.db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const { rows } = await trx.raw(`explain select * from resources where title ilike '%walk%' or description ilike '%walk%'`);
      const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/resources_(title|description)_trgm/);
    });
  });
});

describe('GET /api/resources/:id', () => {
  it('one resource', async () => {
    const res = await t.request().get(`/api/resources/${ids[2]}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids[2], title: `Gamma ${token}`, featured: false, createdBy: null });
    expect(typeof res.body.createdAt).toBe('string');
  });

  it('400 for abc, 404 for unknown', async () => {
    const bad = await t.request().get('/api/resources/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid id');
    const missing = await t.request().get('/api/resources/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { message: 'Resource not found' } });
  });
});

describe('resource contracts and sanitising', () => {
  it('form messages follow the spec', () => {
    const err = (data: unknown) => { try { validate(resourceFormSchema, data); return null; } catch (e) { return (e as { fields: Record<string, string> }).fields; } };
    expect(err({})).toEqual({
      title: 'Title must be at least 3 characters', description: 'Description must be at least 10 characters',
      category: 'Please select a category', iconName: 'Please select an icon',
    });
    expect(err({ title: 'ab', description: 'short', category: '', iconName: '' })).toEqual({
      title: 'Title must be at least 3 characters', description: 'Description must be at least 10 characters',
      category: 'Please select a category', iconName: 'Please select an icon',
    });
    expect(err({ title: 'Good title', description: 'Long enough text', category: 'video', iconName: 'video', link: 'javascript:alert(1)' })).toEqual({ link: 'Link must be a valid http(s) URL' });
    const ok = validate(resourceFormSchema, { title: 'Good title', description: 'Long enough text', category: 'video', iconName: 'video', link: '', createdBy: 99 });
    expect(ok).toEqual({ title: 'Good title', description: 'Long enough text', category: 'video', iconName: 'video', link: null, content: null, featured: false });
  });

  it('sanitize strips scripts, handlers and javascript:/data: URLs', () => {
    const out = sanitizeResourceHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">a</a><img src="data:image/png;base64,xx"><a href="https://ok.example">ok</a></p>')!;
    expect(out).not.toMatch(/script|onclick|javascript:|data:/i);
    expect(out).toContain('href="https://ok.example"');
  });
});
