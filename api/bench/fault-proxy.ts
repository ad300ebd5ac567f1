// A TCP proxy that injects faults into one path (`pnpm test:network` puts it between an API host and PostgreSQL):
// added latency on every chunk in both directions (order kept), and dropped connections (live ones reset, a share
// of new ones refused). No netem or iptables is needed, and the faults switch on and off from the test at once.
// (Toxiproxy does this as a Go server; no maintained npm package does it for raw TCP.)
import net from 'node:net';

export interface Faults {
  /** Added to every chunk, each way (ms). */
  latencyMs: number;
  /** Share of new connections reset at once (0..1). */
  refuseShare: number;
}

export interface FaultProxy {
  port: number;
  set(faults: Partial<Faults>): void;
  /** Resets every live connection (both sides see ECONNRESET): a dropped path. Answers how many. */
  dropAll(): number;
  stats: { accepted: number; refused: number; dropped: number };
  close(): Promise<void>;
}

/** A delayed pipe: chunks from `from` reach `to` `latency()` ms later, in order. */
function pipeWithLatency(from: net.Socket, to: net.Socket, latency: () => number): void {
  let lastAt = 0;
  from.on('data', (chunk) => {
    const ms = latency();
    if (ms <= 0 && lastAt <= Date.now()) {
      to.write(chunk);
      return;
    }
    const at = Math.max(Date.now() + ms, lastAt);
    lastAt = at;
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, at - Date.now());
  });
  // The end follows the last delayed chunk.
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, lastAt - Date.now())));
}

export function startFaultProxy(opts: { host: string; port: number; targetHost: string; targetPort: number }): Promise<FaultProxy> {
  const faults: Faults = { latencyMs: 0, refuseShare: 0 };
  const live = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const stats = { accepted: 0, refused: 0, dropped: 0 };
  const server = net.createServer((client) => {
    if (faults.refuseShare > 0 && Math.random() < faults.refuseShare) {
      stats.refused++;
      client.resetAndDestroy();
      return;
    }
    stats.accepted++;
    const upstream = net.connect(opts.targetPort, opts.targetHost);
    const pair = { client, upstream };
    live.add(pair);
    const close = () => {
      live.delete(pair);
      if (!client.destroyed) client.destroy();
      if (!upstream.destroyed) upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', () => {
      live.delete(pair);
      if (!client.destroyed) client.resetAndDestroy();
    });
    upstream.on('close', close);
    pipeWithLatency(client, upstream, () => faults.latencyMs);
    pipeWithLatency(upstream, client, () => faults.latencyMs);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        stats,
        set: (f) => Object.assign(faults, f),
        dropAll() {
          const n = live.size;
          for (const { client, upstream } of [...live]) {
            client.resetAndDestroy();
            upstream.resetAndDestroy();
          }
          live.clear();
          stats.dropped += n;
          return n;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const { client, upstream } of live) {
              client.destroy();
              upstream.destroy();
            }
            server.close(() => done());
          }),
      });
    });
  });
}
