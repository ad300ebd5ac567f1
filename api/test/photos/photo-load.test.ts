import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import { createTestApp, signUpMember, testConfig, type TestApp } from '../support';

/**
 * Issue 32 finding 2: a 47 KB 8000×6000 HEIC upload stalled /api/health 1.2 s (five at once 3.7 s), because libheif
 * (WebAssembly) decoded it on the API's event loop, and uploads were unlimited. Now every decode runs on the photo
 * decoder's threads (a pool with a cap), HEIC has a lower pixel limit, and a member may upload PHOTO_UPLOADS_PER_HOUR
 * photos an hour. Measured here with the defaults: the health check's p99 while 10 large HEIC uploads are decoded.
 */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photos', name));

describe('photo decoding never blocks the API', () => {
  let t: TestApp;
  let dir: string;
  let server: http.Server;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-photo-load-'));
    const defaults = testConfig().photos;
    t = createTestApp({ config: { photos: { ...defaults, dir } } });
    expect(defaults).toMatchObject({ decodeThreads: 1, uploadsPerHour: 10, maxPixelsHeic: 25_000_000 });
    const agent = t.agent();
    await signUpMember(agent);
    cookie = ((await agent.get('/api/user')).request as unknown as { cookies: string }).cookies;
    server = http.createServer(t.app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function send(method: string, url: string, body?: Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: url, headers: body ? { Cookie: cookie, 'Content-Type': 'image/heic', 'Content-Length': body.length } : {} }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('/api/health keeps answering while 10 large HEIC uploads are decoded (never a decode\'s stall); the 11th upload of the hour is refused', async () => {
    const photo = fixture('large-3mp.heic');
    const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.99 * xs.length) - 1]!;
    const healthFor = async (ms: number) => {
      const out: number[] = [];
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const start = process.hrtime.bigint();
        await send('GET', '/api/health');
        out.push(Number(process.hrtime.bigint() - start) / 1e6);
        await new Promise((r) => setTimeout(r, 10));
      }
      return out;
    };
    // Warm up, then the machine's own figure with nothing else running in this API. The latencies are printed for the
    // record; the 50 ms is a benchmark figure (a tight timed assertion failed CI on a loaded machine: 135 ms
    // against 128). What the test holds is the finding itself, with room for a busy machine: the API keeps answering
    // while ten large photos are decoded, within 4× its own p99 (250 ms at least), where a decode on the event loop
    // stalled every request for a whole decode (1.2 s, finding 2).
    await healthFor(300);
    const baseline = p99(await healthFor(3000));
    const budget = Math.max(250, baseline * 4);

    let uploading = true;
    const uploads = Promise.all(Array.from({ length: 10 }, () => send('PUT', '/api/user/photo', photo))).finally(() => (uploading = false));
    const latencies: number[] = [];
    while (uploading) {
      const start = process.hrtime.bigint();
      const res = await send('GET', '/api/health');
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    const answers = await uploads;
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));

    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    console.log(`photo load: health p99 ${baseline.toFixed(1)} ms alone; ${latencies.length} health checks during 10 HEIC uploads: p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (bound ${budget.toFixed(1)} ms)`);
    expect(latencies.length).toBeGreaterThanOrEqual(50);
    expect(p(0.99)).toBeLessThanOrEqual(budget);

    const over = await send('PUT', '/api/user/photo', photo);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).error.message).toMatch(/^You can change your photo 10 times an hour\. Please wait \d+ minutes? and try again\.$/);
  }, 180_000);

  it('an 8000×6000 HEIC is refused by the HEIC pixel limit before it is decoded (413)', async () => {
    const other = t.agent();
    await signUpMember(other);
    const res = await other.put('/api/user/photo').set('Content-Type', 'image/heic').send(fixture('huge-48mp.heic'));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(PHOTO_MESSAGES.tooManyPixels(48_000_000, 25_000_000));
  });
});
