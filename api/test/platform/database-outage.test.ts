import net from 'node:net';
import { createTestApp, signUpMember, testDbUrl, type TestApp } from '../support';

/**
 * PostgreSQL goes away while the API runs, then comes back. The API sits behind a TCP proxy to the test
 * database that the test cuts (every connection reset, new ones refused) and restores: 503s during the
 * outage, recovery without restarting the API, and every write acknowledged before it still there after.
 */
class PgProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  /** 0 until the first up(): the OS picks a free port, which later up() calls take again. */
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  up() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  down() {
    for (const s of this.sockets) s.destroy();
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('PostgreSQL outage and recovery', () => {
  let proxy: PgProxy;
  let t: TestApp;

  beforeAll(async () => {
    const direct = new URL(testDbUrl());
    // A port the OS picks (a random one could be in use: the embedded suite's servers run alongside).
    proxy = new PgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    t = await createTestApp({ config: { databaseUrl: viaProxy.toString() } });
  });
  afterAll(async () => {
    await proxy?.down();
    await t?.close();
  });

  it('answers 503 while the database is away, recovers by itself, and loses no acknowledged write', async () => {
    const member = t.agent();
    await signUpMember(member);
    const created = await member.post('/api/groups').send({ name: 'Outage walkers', description: 'We walk whatever the weather.', type: 'active' });
    expect(created.status).toBe(201);
    const groupId = created.body.id ?? created.body.group?.id;

    await proxy.down();
    const during = await Promise.all([t.request().get('/api/health'), t.request().get('/api/groups'), member.get('/api/user')]);
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBeTruthy();
      expect(JSON.stringify(res.body)).not.toMatch(/ECONN|at \w+ \(|select /i);
    }

    await proxy.up();
    // No restart: the pool reconnects on its own within a few seconds.
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await t.request().get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    const after = await t.request().get(`/api/groups/${groupId}`);
    expect(after.status).toBe(200);
    expect(after.body.name).toBe('Outage walkers');
  });
});
