import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { RealtimeEvent } from '@afterwork/contracts/realtime';
import type { TestApp } from '../support';

/** One event as the stream sent it. */
export interface Received {
  id: number;
  data: RealtimeEvent;
}

/** The app listening on a loopback port (an SSE stream needs a real socket); close() stops it. */
export async function serve(t: TestApp): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer(t.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A fresh session of the member on `t` (the instance does not matter: sessions live in the database): its Cookie header. */
export async function sessionCookie(t: TestApp, credentials: { username: string; password: string }): Promise<string> {
  const res = await request(t.app.callback()).post('/api/login').send({ username: credentials.username, password: credentials.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const set = res.headers['set-cookie'] as unknown as string[];
  return set.map((c) => c.split(';')[0]).join('; ');
}

export interface SseStream {
  status: number;
  events: Received[];
  /** Comment lines and `retry:` seen (the heartbeat). */
  raw: string;
  /** Resolves with the first event matching `match` (already received or to come). */
  next(match: (e: Received) => boolean, ms?: number): Promise<Received>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/events like a browser's EventSource would (Accept: text/event-stream, Last-Event-ID on resume) and
 * parses what arrives. Resolves once the answer's status is known; a non-200 answer's body is in `raw`.
 */
export function openStream(origin: string, cookie: string | null, opts: { lastEventId?: number; accept?: string } = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: opts.accept ?? 'text/event-stream' };
    if (cookie) headers.cookie = cookie;
    if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
    const req = http.get(`${origin}/api/events`, { headers }, (res) => {
      const events: Received[] = [];
      const waiters: Array<{ match: (e: Received) => boolean; resolve: (e: Received) => void }> = [];
      let buffer = '';
      let raw = '';
      let endedResolve!: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let id: number | undefined;
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data === undefined || id === undefined) continue;
          const e = { id, data: JSON.parse(data) as RealtimeEvent };
          events.push(e);
          for (const w of [...waiters]) {
            if (w.match(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
          }
        }
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      resolve({
        status: res.statusCode ?? 0,
        events,
        get raw() {
          return raw;
        },
        next(match, ms = 8000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.data))}`)), ms);
            waiters.push({ match, resolve: (e) => (clearTimeout(timer), ok(e)) });
          });
        },
        ended,
        close: () => req.destroy(),
      } as SseStream);
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check()` is true (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await sleep(25);
  }
}
