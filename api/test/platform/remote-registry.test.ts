import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRegistryDocument, type RegistryRemote } from '@afterwork/contracts/registry-document';
import { parseRemoteRegistry } from '@afterwork/contracts/registry';
import { inCanaryShare } from '../../src/modules/remotes/visitor-registry';
import { createTestApp, signInAdmin, type TestApp } from '../support';

const groups = (over: Partial<RegistryRemote> = {}) => ({
  name: 'mf_groups',
  prefixes: ['/groups', '/activities'],
  current: '1.0.0',
  previous: [] as string[],
  versions: {
    '1.0.0': { entry: '/remotes/mf-groups/1.0.0/mf-manifest.json', needs: { '@afterwork/shell-sdk': '^1.0.0' } },
    '2.0.0': { entry: '/remotes/mf-groups/2.0.0/mf-manifest.json', needs: { '@afterwork/shell-sdk': '^1.0.0' } },
  },
  history: [],
  ...over,
});
const library = { name: 'mf_library', prefixes: ['/resources'], current: 'bundled', versions: { bundled: { entry: '/remotes/mf-library/mf-manifest.json' } } };

/** Writes like the release commands do: a new file renamed over the old one. */
function writeAtomically(file: string, data: unknown) {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(data));
  fs.renameSync(`${file}.tmp`, file);
}

describe('the registry document parser (contracts, used by the API and the release commands)', () => {
  it('accepts a good document and normalises it', () => {
    const parsed = parseRegistryDocument({ remotes: [groups({ canary: { version: '2.0.0', percent: 25 } }), library] });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.document.remotes[1]).toEqual({ ...library, previous: [], history: [] });
    expect(parsed.document.remotes[0].canary).toEqual({ version: '2.0.0', percent: 25 });
  });

  it('names every problem, by remote and field', () => {
    const parsed = parseRegistryDocument({
      remotes: [
        groups({ current: '3.0.0', canary: { version: '2.0.0', percent: 150 } }),
        { ...library, prefixes: ['/groups'] },
        { ...library, name: 'Bad Name', versions: { bundled: { entry: '//evil.example/x.json' } } },
        { ...library, name: 'mf_x', prefixes: ['/x'], versions: { '../up': { entry: '/x' } } },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual(
      expect.arrayContaining([
        'mf_groups: "current" ("3.0.0") is not one of its versions',
        'mf_groups: "canary.percent" must be a whole number from 1 to 99',
        'mf_library: prefix /groups is already served by mf_groups',
        'Bad Name: "name" must be lower case letters, digits and _ (e.g. mf_groups)',
        expect.stringMatching(/^Bad Name: version bundled needs an "entry"/),
        'mf_x: version "../up" is not a valid version label',
      ]),
    );
  });

  it('refuses a file with no list, and the shipped baseline parses', () => {
    expect(parseRegistryDocument({})).toEqual({ ok: false, problems: ['the registry has no "remotes" list'] });
    const baseline = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../deploy/remotes.json'), 'utf8'));
    expect(parseRegistryDocument(baseline).ok).toBe(true);
  });

  it("the shell's reader keeps well-formed remotes and drops the rest", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { name: 'mf_groups', prefixes: ['/groups'], version: '1.0.0', entry: '/remotes/mf-groups/1.0.0/mf-manifest.json' };
    const data = { remotes: [good, { ...good, name: 'mf_x', entry: 'javascript:alert(1)' }, { ...good, fallback: { version: '0.9.0' } }] };
    expect(parseRemoteRegistry(data).remotes).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    expect(() => parseRemoteRegistry(null)).toThrow('no "remotes" list');
  });
});

describe('GET /remotes.json and the CSP follow the registry', () => {
  let dir: string;
  let live: string;
  let baseline: string;
  let t: TestApp;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-registry-'));
    live = path.join(dir, 'remotes', 'registry.json');
    baseline = path.join(dir, 'baseline.json');
    fs.writeFileSync(baseline, JSON.stringify({ remotes: [library, groups({ current: 'bundled', versions: { bundled: { entry: '/remotes/mf-groups/mf-manifest.json' } } })] }));
    t = createTestApp({ config: { remotesDir: path.join(dir, 'remotes'), remotesRegistry: live, remotesBaseline: baseline } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the baseline until a live registry exists, normalised, with an ETag (304 on revisit)', async () => {
    const res = await t.request().get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toEqual({
      remotes: [
        { name: 'mf_library', prefixes: ['/resources'], version: 'bundled', entry: '/remotes/mf-library/mf-manifest.json' },
        { name: 'mf_groups', prefixes: ['/groups', '/activities'], version: 'bundled', entry: '/remotes/mf-groups/mf-manifest.json' },
      ],
    });
    expect(res.headers['set-cookie']).toBeUndefined(); // no canary, no cookie
    const again = await t.request().get('/remotes.json').set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
  });

  it('picks up a new live registry with no restart; the fallback is the version that was current before', async () => {
    fs.mkdirSync(path.dirname(live), { recursive: true });
    writeAtomically(live, { remotes: [groups({ current: '2.0.0', previous: ['1.0.0'], versions: { ...groups().versions, '2.0.0': { entry: 'https://cdn.example/mf-groups/2.0.0/mf-manifest.json' } } })] });
    await t.app.registry.refresh();
    const res = await t.request().get('/remotes.json');
    const served = res.body.remotes.find((r: { name: string }) => r.name === 'mf_groups');
    expect(served).toEqual({
      name: 'mf_groups',
      prefixes: ['/groups', '/activities'],
      version: '2.0.0',
      entry: 'https://cdn.example/mf-groups/2.0.0/mf-manifest.json',
      fallback: { version: '1.0.0', entry: '/remotes/mf-groups/1.0.0/mf-manifest.json', needs: { '@afterwork/shell-sdk': '^1.0.0' } },
    });
    // The baseline's other remote joins the live registry with its bundled build.
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual(['mf_groups', 'mf_library']);
    // The CSP allows the new origin, derived once from the registry.
    const csp = (await t.request().get('/api/health')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example");
  });

  it('a broken registry file is refused: the last good one stays live', async () => {
    const before = (await t.request().get('/remotes.json')).text;
    writeAtomically(live, { remotes: [groups({ current: '9.9.9' })] });
    await t.app.registry.refresh();
    expect((await t.request().get('/remotes.json')).text).toBe(before);
    fs.writeFileSync(live, '{ not json');
    await t.app.registry.refresh();
    expect((await t.request().get('/remotes.json')).text).toBe(before);
  });

  it('a canary goes to a sticky share of browsers, members and visitors alike, through a cookie', async () => {
    writeAtomically(live, { remotes: [groups({ canary: { version: '2.0.0', percent: 50 } })] });
    await t.app.registry.refresh();
    const seen = { '1.0.0': 0, '2.0.0': 0 };
    for (let i = 0; i < 40; i++) {
      const browser = t.agent();
      const first = await browser.get('/remotes.json');
      expect(first.headers['set-cookie']?.[0]).toMatch(/^aw_bucket=[0-9a-f]{32}; path=\/; expires=.*; samesite=lax; httponly$/);
      const version = first.body.remotes[0].version as '1.0.0' | '2.0.0';
      seen[version]++;
      // Stable for this browser, and the fallback of a canary session is the current version.
      const again = await browser.get('/remotes.json');
      expect(again.body.remotes[0].version).toBe(version);
      expect(again.headers['set-cookie']).toBeUndefined();
      if (version === '2.0.0') expect(first.body.remotes[0].fallback.version).toBe('1.0.0');
    }
    expect(seen['1.0.0']).toBeGreaterThan(5);
    expect(seen['2.0.0']).toBeGreaterThan(5);
    // A forged cookie is replaced by a fresh one.
    const forged = await t.request().get('/remotes.json').set('Cookie', 'aw_bucket=../../etc');
    expect(forged.headers['set-cookie']?.[0]).toMatch(/^aw_bucket=[0-9a-f]{32};/);
  });

  it('a visitor cannot choose their canary share: the bucket cookie is signed (issue 32)', async () => {
    writeAtomically(live, { remotes: [groups({ canary: { version: '2.0.0', percent: 50 } })] });
    await t.app.registry.refresh();
    // A well-formed bucket the visitor made up (one that would be in the canary) is not taken: a fresh signed one is set.
    const chosen = Array.from({ length: 200 }, (_, i) => i.toString(16).padStart(32, '0')).find((b) => inCanaryShare(b, groups({ canary: { version: '2.0.0', percent: 50 } }) as RegistryRemote))!;
    const forged = await t.request().get('/remotes.json').set('Cookie', `aw_bucket=${chosen}`);
    const set = (forged.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    expect(set.find((c) => c.startsWith('aw_bucket='))).toMatch(/^aw_bucket=[0-9a-f]{32};/);
    expect(set.find((c) => c.startsWith('aw_bucket='))).not.toContain(chosen);
    expect(set.find((c) => c.startsWith('aw_bucket.sig='))).toBeDefined();
    // The signed cookie the site gave is kept as it is.
    const cookie = set.map((c) => c.split(';')[0]).join('; ');
    const again = await t.request().get('/remotes.json').set('Cookie', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});

describe('published remote versions under /remotes/<app>/<version>/', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-published-'));
    fs.mkdirSync(path.join(dir, 'mf-groups', '2.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-groups', '2.0.0', 'mf-manifest.json'), '{"name":"mf_groups"}');
    fs.writeFileSync(path.join(dir, 'mf-groups', '2.0.0', 'remoteEntry.js'), 'var mf_groups;');
    fs.writeFileSync(path.join(dir, 'registry.json'), '{"remotes":[]}');
    // The site, with a bundled remote that has a sub-folder of its own.
    fs.mkdirSync(path.join(dir, 'site', 'remotes', 'mf-library', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'site', 'remotes', 'mf-library', 'assets', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = createTestApp({ config: { remotesDir: dir, remotesRegistry: path.join(dir, 'registry.json'), siteDir: path.join(dir, 'site') } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves every file of a version as immutable (a version never changes), with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await t.request().get(`/remotes/mf-groups/2.0.0/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('answers 404 for a missing file or a path out of the folder, and never serves the registry itself', async () => {
    for (const p of ['/remotes/mf-groups/2.0.0/missing.js', '/remotes/mf-groups/3.0.0/mf-manifest.json', '/remotes/mf-groups/2.0.0/%2e%2e/%2e%2e/registry.json']) {
      const res = await t.request().get(p).set('Accept', 'text/html');
      expect(res.status).toBe(404);
    }
    expect((await t.request().get('/remotes/registry.json')).status).toBe(404);
  });

  it("leaves a bundled build's own sub-folder to the site (a version starts with a digit)", async () => {
    const res = await t.request().get('/remotes/mf-library/assets/cover.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('failed remote versions: reported by the shell, counted for admins', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-failures-'));
    fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ remotes: [groups({ current: '2.0.0', previous: ['1.0.0'] })] }));
    t = createTestApp({ config: { remotesDir: dir, remotesRegistry: path.join(dir, 'registry.json') }, limits: { remoteFailureReports: { max: 4, windowMs: 60_000 } } });
    await t.db('remote_failures').where({ remote: 'mf_groups' }).delete();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts reports per remote, version and stage; an admin sees them with the release state, nobody else', async () => {
    const ip = '203.0.113.7';
    const report = (body: object) => t.request().post('/api/remotes/failures').set('X-Forwarded-For', ip).send(body);
    expect((await report({ remote: 'mf_groups', version: '2.0.0', stage: 'load', message: 'RUNTIME-008 script failed' })).status).toBe(204);
    expect((await report({ remote: 'mf_groups', version: '2.0.0', stage: 'load', message: 'again' })).status).toBe(204);
    expect((await report({ remote: 'mf_groups', version: '2.0.0', stage: 'mount', message: 'boom' })).status).toBe(204);

    const visitor = await t.request().get('/api/admin/remotes');
    expect(visitor.status).toBe(401);
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    const res = await admin.get('/api/admin/remotes');
    expect(res.status).toBe(200);
    const status = res.body.remotes[0];
    expect(status).toMatchObject({ name: 'mf_groups', current: '2.0.0', previous: ['1.0.0'] });
    expect(status.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ version: '2.0.0', stage: 'load', count: 2, lastMessage: 'again' }),
        expect.objectContaining({ version: '2.0.0', stage: 'mount', count: 1, lastMessage: 'boom' }),
      ]),
    );
  });

  it('refuses unknown remotes, versions and stages (400), and too many reports from one address (429)', async () => {
    const ip = '203.0.113.8';
    const report = (body: object) => t.request().post('/api/remotes/failures').set('X-Forwarded-For', ip).send(body);
    const bad = await report({ remote: 'mf_nowhere', version: '2.0.0', stage: 'load' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unknown remote or version');
    expect((await report({ remote: 'mf_groups', version: '7.7.7', stage: 'load' })).status).toBe(400);
    expect((await report({ remote: 'mf_groups', version: '2.0.0', stage: 'exploded' })).status).toBe(400);
    expect((await report({ remote: 'mf_groups', version: '2.0.0', stage: 'load', message: 'x'.repeat(501) })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await report({ remote: 'mf_groups', version: '1.0.0', stage: 'load' })).status);
    expect(statuses.slice(0, 4)).toEqual([204, 204, 204, 204]);
    expect(statuses[5]).toBe(429);
  });
});
