import { createTestApp, signInAdmin, signUpMember, unique, type Agent, type TestApp } from '../support';

let t: TestApp;
let admin: Agent;
let adminId: number;
let member: Agent;
const created: number[] = [];

const valid = (over: Record<string, unknown> = {}) => ({
  title: unique('Gentle stretching '),
  description: 'Ten minutes of stretches for stiff mornings.',
  category: 'video',
  iconName: 'video',
  ...over,
});

beforeAll(async () => {
  t = createTestApp();
  admin = t.agent();
  adminId = (await signInAdmin(admin, t.db)).user.id;
  member = t.agent();
  await signUpMember(member);
});
afterAll(async () => {
  if (created.length) await t.db('resources').whereIn('id', created).delete();
  await t.close();
});

async function create(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/resources').send(valid(over));
  if (res.status === 201) created.push(res.body.id);
  return res;
}

describe('POST /api/resources', () => {
  it('an admin creates an item; createdBy comes from the session, never the body', async () => {
    const body = valid({ link: 'https://example.com/stretch', featured: true, createdBy: 99999, id: 5, createdAt: '2001-01-01' });
    const res = await admin.post('/api/resources').send(body);
    expect(res.status).toBe(201);
    created.push(res.body.id);
    expect(res.body).toMatchObject({ title: body.title, description: body.description, category: 'video', iconName: 'video', link: 'https://example.com/stretch', content: null, featured: true, createdBy: adminId });
    expect(res.body.id).not.toBe(5);
    expect(res.body.createdAt).not.toMatch(/^2001/);
    const one = await t.request().get(`/api/resources/${res.body.id}`);
    expect(one.body).toEqual(res.body);
  });

  it('401 for visitors and 403 for members, and nothing is stored', async () => {
    const title = unique('Never stored ');
    const visitor = await t.request().post('/api/resources').send(valid({ title }));
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: { message: 'Please sign in' } });
    const byMember = await member.post('/api/resources').send(valid({ title }));
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ error: { message: 'You need admin privileges' } });
    expect(await t.db('resources').where({ title }).first()).toBeUndefined();
  });

  it('400 with the spec messages per field', async () => {
    const res = await admin.post('/api/resources').send({ title: 'ab', description: 'short', category: '', iconName: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Title must be at least 3 characters');
    expect(res.body.error.fields).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      category: 'Please select a category',
      iconName: 'Please select an icon',
    });
    const empty = await admin.post('/api/resources').send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['category', 'description', 'iconName', 'title']);
    const unknownCategory = await admin.post('/api/resources').send(valid({ category: 'spaceship', iconName: 'rocket' }));
    expect(unknownCategory.body.error.fields).toEqual({ category: 'Please select a category', iconName: 'Please select an icon' });
    const spaces = await admin.post('/api/resources').send(valid({ title: '   ab   ' }));
    expect(spaces.body.error.fields).toEqual({ title: 'Title must be at least 3 characters' });
  });

  it('the link must be an http(s) URL', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/a', 'not a url', '//example.com']) {
      const res = await admin.post('/api/resources').send(valid({ link }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ link: 'Link must be a valid http(s) URL' });
    }
    const http = await create({ link: 'http://example.com/page' });
    expect(http.status).toBe(201);
    const none = await create({ link: '' });
    expect(none.body.link).toBeNull();
  });

  it('HTML content is sanitised when stored: no script, no event handlers, no javascript:/data: URLs', async () => {
    const res = await create({
      content:
        '<h2 onclick="steal()">Welcome</h2><p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a><a href="data:text/html;base64,PHNjcmlwdD4=">data</a><img src="data:image/png;base64,AAAA">' +
        '<iframe src="https://evil.example"></iframe><a href="https://good.example">good</a><style>body{display:none}</style>',
    });
    expect(res.status).toBe(201);
    const stored = (await t.db('resources').where({ id: res.body.id }).first())!.content!;
    expect(stored).toBe(res.body.content);
    expect(stored).not.toMatch(/<script|onclick|onerror|javascript:|data:|<iframe|<style/i);
    expect(stored).toContain('<h2>Welcome</h2>');
    expect(stored).toContain('<a href="https://good.example" rel="noopener noreferrer">good</a>');
    const onlyScript = await create({ content: '<script>alert(1)</script>' });
    expect(onlyScript.body.content).toBeNull();
  });

  it('refuses a foreign Origin (CSRF)', async () => {
    const res = await admin.post('/api/resources').set('Origin', 'https://evil.example').send(valid());
    expect(res.status).toBe(403);
  });
});

describe('PATCH /api/resources/:id', () => {
  it('an admin updates the fields sent; others are kept; createdBy is not taken from the body', async () => {
    const { body: item } = await create({ featured: true, content: '<p>Original</p>' });
    const res = await admin.patch(`/api/resources/${item.id}`).send({ title: 'Updated title here', content: '<p onmouseover="x()">New <b>text</b></p>', createdBy: 42, id: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: item.id, title: 'Updated title here', description: item.description, featured: true, content: '<p>New <b>text</b></p>', createdBy: adminId });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(item.updatedAt).getTime());
    const full = await admin.patch(`/api/resources/${item.id}`).send(valid({ title: 'Full form title', featured: false, link: null, content: null }));
    expect(full.body).toMatchObject({ title: 'Full form title', featured: false, link: null, content: null });
  });

  it('401, 403, 400 (messages and bad ids), 404', async () => {
    const { body: item } = await create();
    expect((await t.request().patch(`/api/resources/${item.id}`).send({ title: 'Visitor edit' })).status).toBe(401);
    expect((await member.patch(`/api/resources/${item.id}`).send({ title: 'Member edit' })).status).toBe(403);
    const short = await admin.patch(`/api/resources/${item.id}`).send({ title: 'ab', link: 'javascript:alert(1)' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ title: 'Title must be at least 3 characters', link: 'Link must be a valid http(s) URL' });
    const nothing = await admin.patch(`/api/resources/${item.id}`).send({});
    expect(nothing.status).toBe(400);
    expect((await admin.patch('/api/resources/abc').send({ title: 'Whatever title' })).status).toBe(400);
    const missing = await admin.patch('/api/resources/987654').send({ title: 'Whatever title' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { message: 'Resource not found' } });
    expect((await t.request().get(`/api/resources/${item.id}`)).body.title).toBe(item.title);
  });
});

describe('DELETE /api/resources/:id', () => {
  it('401 for visitors, 403 for members, then an admin deletes it (JSON answer) and it is gone', async () => {
    const { body: item } = await create();
    expect((await t.request().delete(`/api/resources/${item.id}`)).status).toBe(401);
    expect((await member.delete(`/api/resources/${item.id}`)).status).toBe(403);
    expect((await t.request().get(`/api/resources/${item.id}`)).status).toBe(200);
    const res = await admin.delete(`/api/resources/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ id: item.id, deleted: true });
    expect((await t.request().get(`/api/resources/${item.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/resources/${item.id}`)).status).toBe(404);
    expect((await admin.delete('/api/resources/abc')).status).toBe(400);
    expect((await admin.delete('/api/resources/0')).status).toBe(400);
  });
});

describe('search at scale', () => {
  // About 20 s: GIN entries for 5,000 varied rows are written straight into the indexes (fastupdate off).
  it('a selective search uses the trigram indexes with thousands of rows (no table scan)', async () => {
    const { createResourcesRepository } = await import('../../src/modules/resources/repository');
    // Varied words, as in real titles and descriptions (repeated filler would make every trigram common).
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const vocab = Array.from({ length: 3000 }, () => Array.from({ length: 4 + Math.floor(rnd() * 6) }, () => letters[Math.floor(rnd() * 26)]).join(''));
    const words = (n: number) => Array.from({ length: n }, () => vocab[Math.floor(rnd() * vocab.length)]).join(' ');
    await t.db
      .transaction(async (trx) => {
        const rows = Array.from({ length: 5000 }, (_, i) => ({
          title: words(6).slice(0, 190),
          description: words(25),
          category: ['article', 'video', 'podcast', 'guide', 'toolkit'][i % 5],
          icon_name: 'book',
        }));
        for (let i = 0; i < rows.length; i += 500) await trx('resources').insert(rows.slice(i, i + 500));
        await trx.raw('analyze resources');
        const explain = async (search: string) => {
          const sql = createResourcesRepository(trx).listQuery({ search }).toString();
          const { rows: plan } = await trx.raw(`explain ${sql}`);
          return plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        };
        for (const term of ['qzjx', 'Chair Yoga']) {
          const text = await explain(term);
          expect(text).toMatch(/Bitmap Index Scan on resources_title_trgm/);
          expect(text).toMatch(/Bitmap Index Scan on resources_description_trgm/);
          expect(text).not.toMatch(/Seq Scan on resources/);
        }
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
  }, 90_000);
});

describe('the cached list answers (GET /api/resources)', () => {
  it('a search answered from the cache shows a write at once, with a new ETag; an unchanged list gets 304', async () => {
    const word = unique('zzcache').replace(/[^a-z0-9]/gi, '');
    const first = await t.request().get('/api/resources').query({ search: word });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([]);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.request().get('/api/resources').query({ search: word }).set('If-None-Match', etag);
    expect(again.status).toBe(304);

    const made = await create({ title: `Walking ${word}` });
    expect(made.status).toBe(201);
    const after = await t.request().get('/api/resources').query({ search: word }).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.map((r: { id: number }) => r.id)).toEqual([made.body.id]);

    await admin.patch(`/api/resources/${made.body.id}`).send({ title: 'Renamed walking' });
    const renamed = await t.request().get('/api/resources').query({ search: word });
    expect(renamed.body).toEqual([]);
  });

  it('gzip when the client accepts it, the same JSON either way', async () => {
    const gz = await t.request().get('/api/resources').set('Accept-Encoding', 'gzip');
    const plain = await t.request().get('/api/resources').set('Accept-Encoding', 'identity');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toEqual(plain.body);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
  });
});
