import net from 'node:net';
import knexFactory from 'knex';
import { isDatabaseUnavailable } from '../../src/http/database-unavailable';
import { createTestApp, testDbUrl } from '../support';

/**
 * The database's network is cut off (`pnpm test:network`'s partition: the API host's link to it is down). A new
 * connection then fails at once with ENETUNREACH (no route), which the API answered with 500 "Something went wrong"
 * instead of 503 and Retry-After, as for every other way of not reaching the database.
 */
const noRoute = (code: string) =>
  Object.assign(new Error(`connect ${code} 10.77.2.10:5432 - Local (0.0.0.0:0)`), { code, errno: -101, syscall: 'connect', address: '10.77.2.10', port: 5432 });

describe('database unreachable (no route to it)', () => {
  it('counts no route, a network or host down and an aborted connection as the database being unavailable', () => {
    for (const code of ['ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'ECONNABORTED']) expect(isDatabaseUnavailable(noRoute(code))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('boom'), { code: 'ERR_SOMETHING' }))).toBe(false);
  });

  it('answers 503 with Retry-After, never 500, while every new connection fails with ENETUNREACH', async () => {
    // pg opens its socket through `stream`: this one fails as the kernel does when the route to the database is gone.
    const unreachable = knexFactory({
      client: 'pg',
      connection: {
        connectionString: testDbUrl(),
        stream: () => {
          const socket = new net.Socket();
          socket.connect = (() => {
            process.nextTick(() => socket.emit('error', noRoute('ENETUNREACH')));
            return socket;
          }) as typeof socket.connect;
          return socket;
        },
      } as unknown as string,
      pool: { min: 0, max: 2 },
      acquireConnectionTimeout: 10_000,
    });
    const t = createTestApp({ db: unreachable });
    try {
      for (const path of ['/api/groups', '/api/communities']) {
        const res = await t.request().get(path);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(JSON.stringify(res.body)).not.toMatch(/ENETUNREACH|10\.77/);
      }
    } finally {
      await t.close();
      await unreachable.destroy();
    }
  });
});
