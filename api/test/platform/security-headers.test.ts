import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceWorkerBootScript, textSizeBootScript } from '@afterwork/contracts/page-boot';
import { createTestApp, type TestApp } from '../support';

describe('security headers, compression and caching', () => {
  let t: TestApp;
  let registry: string;

  beforeAll(async () => {
    registry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aw-reg-')), 'remotes.json');
    const remote = (name: string, prefix: string, entry: string) => ({ name, prefixes: [prefix], current: '1.0.0', versions: { '1.0.0': { entry } } });
    fs.writeFileSync(registry, JSON.stringify({ remotes: [
      remote('mf_library', '/resources', '/remotes/mf-library/1.0.0/mf-manifest.json'),
      remote('mf_groups', '/groups', 'https://groups.cdn.example/mf-manifest.json'),
    ] }));
    t = await createTestApp({ config: { remotesRegistry: registry } });
  });
  afterAll(() => t.close());

  it('sends a CSP with no inline scripts that allows only our origin and the registry\'s remote origins', async () => {
    const res = await t.request().get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeDefined();
    const scriptSrc = csp.split('; ').find((d: string) => d.startsWith('script-src'));
    // The inline scripts allowed are the pages' text-size script and the service worker's registration, by their
    // hashes (packages/contracts/src/page-boot.ts).
    const hash = createHash('sha256').update(textSizeBootScript).digest('base64');
    const sw = createHash('sha256').update(serviceWorkerBootScript).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' https://groups.cdn.example 'sha256-${hash}' 'sha256-${sw}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('maps.googleapis.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Camera, microphone and payment for nobody; geolocation for our own pages ('Near me', issue 20 §5).
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the headers on error answers too', async () => {
    const res = await t.request().get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends HSTS in production over https only', async () => {
    const prod = await createTestApp({ config: { isProduction: true, remotesRegistry: registry } });
    try {
      const secure = await prod.request().get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const plain = await prod.request().get('/api/health');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await prod.close();
    }
  });

  it('compresses larger answers and tags public lists with an ETag (304 on revisit)', async () => {
    const first = await t.request().get('/api/resources').set('Accept-Encoding', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const tag = first.headers.etag;
    expect(tag).toBeDefined();
    const again = await t.request().get('/api/resources').set('If-None-Match', tag);
    expect(again.status).toBe(304);
  });
});
