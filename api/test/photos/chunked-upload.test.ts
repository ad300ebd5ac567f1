import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import { createTestApp, signUpMember, testConfig, type TestApp } from '../support';

/**
 * Issue 32 finding 9: an upload sent in chunks (Transfer-Encoding: chunked, no Content-Length) that passes the limit
 * answers 413 with the member's message — never a 5xx. Before the fix it answered 500: the request log read ctx.ip
 * after the upload's socket had been cut.
 */
describe('a chunked upload over the limit', () => {
  let t: TestApp;
  let server: http.Server;
  let cookie: string;
  const maxBytes = 256 * 1024;

  beforeAll(async () => {
    t = createTestApp({ config: { trustProxy: false, photos: { ...testConfig().photos, maxBytes } } });
    const agent = t.agent();
    await signUpMember(agent);
    const who = await agent.get('/api/user');
    cookie = (who.request as unknown as { cookies: string }).cookies;
    server = http.createServer(t.app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  /** Sends `total` bytes in 16 KB chunks (a JPEG's first bytes, then noise); resolves with the answer. */
  function chunkedUpload(total: number): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method: 'PUT', path: '/api/user/photo', headers: { Cookie: cookie, 'Content-Type': 'image/jpeg', 'Transfer-Encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          res.on('error', reject);
        },
      );
      req.on('error', () => undefined); // the server may cut the rest of the upload off: the answer still comes
      let sent = 0;
      const chunk = Buffer.alloc(16 * 1024, 7);
      chunk[0] = 0xff;
      chunk[1] = 0xd8;
      chunk[2] = 0xff;
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('answers 413 with the message, never a 5xx, and the API keeps answering', async () => {
    for (const total of [maxBytes + 16 * 1024, 4 * maxBytes, 40 * maxBytes]) {
      const res = await chunkedUpload(total);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).error.message).toBe(PHOTO_MESSAGES.tooLarge(maxBytes));
    }
    expect((await t.request().get('/api/health')).status).toBe(200);
  });
});
