import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDb } from '../../src/db';
import { createTestApp, signUpMember, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => { t = createTestApp(); });
afterAll(() => t.close());

describe('errors', () => {
  it('malformed JSON → 400', async () => {
    const res = await t.request().post('/api/login').set('Content-Type', 'application/json').send('{"username": "abc",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'Malformed JSON in request body' } });
  });

  it('body over 100kb → 413', async () => {
    const res = await t.request().post('/api/register').set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'big', bio: 'x'.repeat(120 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The request is too large');
  });

  it('unknown /api path → 404 JSON', async () => {
    const res = await t.request().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: 'Not found' } });
  });

  it('echoes or generates X-Request-Id', async () => {
    expect((await t.request().get('/api/health').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    expect((await t.request().get('/api/health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('unknown errors → 500 "Something went wrong" without stack or SQL', async () => {
    const broken = createTestApp();
    await broken.db.destroy();
    try {
      const res = await broken.request().get('/api/resources');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { message: 'Something went wrong' } });
    } finally {
      // Its database is gone; closing ends the session cache's LISTEN reconnects (they outlived the file on a busy machine).
      await broken.close().catch(() => undefined);
    }
  });
});

describe('CSRF', () => {
  it('a foreign Origin on a mutation → 403', async () => {
    const res = await t.request().post('/api/login').set('Origin', 'https://evil.example').send({ username: 'abcd', password: 'abcdef' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Cross-site request refused');
  });

  it('Origin: null → 403', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    expect((await agent.patch('/api/user').set('Origin', 'null').send({ name: 'Evil' })).status).toBe(403);
    expect((await agent.post('/api/logout').set('Origin', 'null')).status).toBe(403);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('same origin, no Origin, and GETs pass', async () => {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent);
    const res = await agent.post('/api/login').set('Host', 'afterwork.test').set('Origin', 'http://afterwork.test')
      .send({ username: credentials.username, password: credentials.password });
    expect(res.status).toBe(200);
    expect((await t.request().get('/api/health').set('Origin', 'https://evil.example')).status).toBe(200);
  });

  it('ALLOWED_ORIGINS are accepted', async () => {
    const t2 = createTestApp({ config: { allowedOrigins: ['http://localhost:3001'] }, db: t.db });
    try {
      const res = await t2.request().post('/api/logout').set('Origin', 'http://localhost:3001');
      expect(res.status).toBe(200);
    } finally {
      await t2.close();
    }
  });
});

describe('health', () => {
  it('200 when the database answers', async () => {
    const res = await t.request().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('503 when it does not', async () => {
    const bad = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const t2 = createTestApp({ db: bad });
    try {
      const res = await t2.request().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: { message: 'Database unavailable' } });
    } finally {
      // Closed, or its session cache keeps trying to reach the database after the file has ended.
      await t2.close();
      await bad.destroy();
    }
  });
});

describe('static site', () => {
  let dir: string;
  let site: TestApp;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Afterwork</title>');
    fs.writeFileSync(path.join(dir, 'main.3f2a9c1b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    site = createTestApp({ config: { siteDir: dir }, db: t.db });
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hashed assets are immutable; entry files no-cache', async () => {
    const js = await site.request().get('/main.3f2a9c1b.js');
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const f of ['/remoteEntry.js', '/mf-manifest.json']) {
      expect((await site.request().get(f)).headers['cache-control']).toBe('no-cache');
    }
    const index = await site.request().get('/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.text).toContain('<title>Afterwork</title>');
  });

  it('pre-compressed files are served to browsers that accept them, with the caching rules of the file asked for', async () => {
    const source = `export const text = ${JSON.stringify('Feel Better, Together. '.repeat(200))};`;
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js'), source);
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js.br'), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js.gz'), zlib.gzipSync(source));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync('var x'));

    const br = await site.request().get('/app.0123abcd.js').set('Accept-Encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.text).toBe(source); // (supertest decodes br and gzip itself)

    const gz = await site.request().get('/app.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(source);

    const plain = await site.request().get('/app.0123abcd.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(source);

    const entry = await site.request().get('/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('SPA fallback for deep links; /api stays JSON', async () => {
    const deep = await site.request().get('/groups/3').set('Accept', 'text/html');
    expect(deep.status).toBe(200);
    expect(deep.headers['content-type']).toMatch(/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const api = await site.request().get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body.error.message).toBe('Not found');
  });

  it('pre-rendered public pages are served for their addresses, before the SPA fallback', async () => {
    fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'prerendered', 'index.html'), '<!doctype html><div id="root"><h1>Home</h1></div>');
    fs.writeFileSync(path.join(dir, 'prerendered', 'plans.html'), '<!doctype html><div id="root"><h1>Plans</h1></div>');
    const home = await site.request().get('/').set('Accept', 'text/html');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.text).toContain('<h1>Home</h1>');
    expect((await site.request().get('/plans').set('Accept', 'text/html')).text).toContain('<h1>Plans</h1>');
    // Any other address (no file of its own) still gets the empty SPA page.
    for (const other of ['/help', '/groups/3', '/plans/x', '/Plans']) {
      const res = await site.request().get(other).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toBe('<!doctype html><title>Afterwork</title>');
    }
    fs.rmSync(path.join(dir, 'prerendered'), { recursive: true, force: true });
    expect((await site.request().get('/')).text).toBe('<!doctype html><title>Afterwork</title>');
  });

  it('no site folder: skipped quietly (404 JSON)', async () => {
    const res = await t.request().get('/anything');
    expect(res.status).toBe(404);
  });
});
