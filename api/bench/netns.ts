// Test hosts made of Linux network namespaces (`ip netns`), for `pnpm test:network`: each host is a namespace with
// its own loopback and one veth link per network it is on; each network is a bridge inside a switch namespace of
// its own. Nothing is added to the machine's own network: every interface and address lives in these namespaces,
// and only their private addresses (10.77.x.y) are ever reached. Needs root (CAP_NET_ADMIN) and iproute2.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

/** Every namespace of a run is named `<PREFIX><pid of the run>-<host>`, so a later run can tidy up after a killed one. */
const PREFIX = 'awnet';

export interface HostSpec {
  name: string;
  /** network name → last byte of the host's address on it (10.77.<network index + 1>.<byte>). */
  on: Record<string, number>;
}

export interface Topology {
  run: string;
  networks: string[];
  hosts: Record<string, { ns: string; addr: Record<string, string>; dev: Record<string, string> }>;
}

function ip(args: string[], allowFail = false): string {
  const r = spawnSync('ip', args, { encoding: 'utf8' });
  if (r.status !== 0 && !allowFail) throw new Error(`ip ${args.join(' ')}: ${(r.stderr || r.error?.message || '').trim()}`);
  return r.stdout ?? '';
}

const nsList = (): string[] =>
  ip(['netns', 'list'], true)
    .split('\n')
    .map((l) => l.split(' ')[0])
    .filter(Boolean);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills the processes inside a namespace (all started by this test), then deletes it. */
function removeNamespace(ns: string): void {
  for (let round = 0; round < 20; round++) {
    const pids = ip(['netns', 'pids', ns], true).split('\n').map(Number).filter((p) => p > 0 && p !== process.pid);
    if (!pids.length) break;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    spawnSync('sleep', ['0.1']);
  }
  ip(['netns', 'del', ns], true);
}

/** Why namespaces cannot be made here (not root, no iproute2, no veth or bridge), or undefined when they can. */
export function namespacesUnavailable(): string | undefined {
  if (process.platform !== 'linux') return `network namespaces need Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'network namespaces need root (CAP_NET_ADMIN): run as root, as CI does';
  const probe = `${PREFIX}probe${process.pid}`;
  const r = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (r.error) return `iproute2's \`ip\` is not installed (${r.error.message}): apt-get install -y iproute2`;
  if (r.status !== 0) return `cannot create a network namespace: ${r.stderr.trim()}`;
  try {
    const bridge = spawnSync('ip', ['-n', probe, 'link', 'add', 'br0', 'type', 'bridge'], { encoding: 'utf8' });
    if (bridge.status !== 0) return `cannot create a bridge in a namespace: ${bridge.stderr.trim()}`;
    const veth = spawnSync('ip', ['-n', probe, 'link', 'add', 'v0', 'type', 'veth', 'peer', 'name', 'v1'], { encoding: 'utf8' });
    if (veth.status !== 0) return `cannot create a veth pair in a namespace: ${veth.stderr.trim()}`;
  } finally {
    ip(['netns', 'del', probe], true);
  }
  return undefined;
}

/** Namespaces left by an earlier run that was killed before it could clean up (its process is gone). */
export function removeStaleNamespaces(): string[] {
  const stale = nsList().filter((ns) => {
    const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(ns);
    return m && Number(m[1]) !== process.pid && !alive(Number(m[1]));
  });
  for (const ns of stale) removeNamespace(ns);
  return stale;
}

/**
 * Builds the hosts: a switch namespace with one bridge per network, and for each host a namespace with a veth
 * link into each of its networks (inside the host: `<network>0`, e.g. `back0`). Answers the topology; `destroy`
 * removes it all.
 */
export function createNetwork(networks: string[], hosts: HostSpec[]): { topology: Topology; destroy: () => void } {
  const run = `${PREFIX}${process.pid}`;
  const sw = `${run}-sw`;
  const made: string[] = [];
  const destroy = () => {
    for (const ns of [...made].reverse()) removeNamespace(ns);
    made.length = 0;
  };
  const topology: Topology = { run, networks, hosts: {} };
  try {
    ip(['netns', 'add', sw]);
    made.push(sw);
    networks.forEach((net, i) => {
      ip(['-n', sw, 'link', 'add', `br${i}`, 'type', 'bridge']);
      ip(['-n', sw, 'link', 'set', `br${i}`, 'up']);
    });
    for (const host of hosts) {
      const ns = `${run}-${host.name}`;
      ip(['netns', 'add', ns]);
      made.push(ns);
      ip(['-n', ns, 'link', 'set', 'lo', 'up']);
      const entry = { ns, addr: {} as Record<string, string>, dev: {} as Record<string, string> };
      for (const [net, byte] of Object.entries(host.on)) {
        const i = networks.indexOf(net);
        if (i < 0) throw new Error(`host ${host.name}: no network ${net}`);
        const dev = `${net}0`;
        const peer = `${host.name.slice(0, 10)}-${i}`;
        ip(['link', 'add', dev, 'netns', ns, 'type', 'veth', 'peer', 'name', peer, 'netns', sw]);
        ip(['-n', sw, 'link', 'set', peer, 'master', `br${i}`]);
        ip(['-n', sw, 'link', 'set', peer, 'up']);
        const addr = `10.77.${i + 1}.${byte}`;
        ip(['-n', ns, 'addr', 'add', `${addr}/24`, 'dev', dev]);
        ip(['-n', ns, 'link', 'set', dev, 'up']);
        entry.addr[net] = addr;
        entry.dev[net] = dev;
      }
      topology.hosts[host.name] = entry;
    }
  } catch (err) {
    destroy();
    throw err;
  }
  return { topology, destroy };
}

/** What a test does with the hosts of a topology (from inside one of them too: `ip netns exec` works from any namespace). */
export function hostsOf(topology: Topology) {
  const host = (name: string) => {
    const h = topology.hosts[name];
    if (!h) throw new Error(`no host ${name}`);
    return h;
  };
  return {
    addr: (name: string, net: string) => host(name).addr[net],
    /** `cmd args` on `name`, as `ip netns exec` (which execs it: the child's pid is the command's). */
    spawn(name: string, cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
      return spawn('ip', ['netns', 'exec', host(name).ns, cmd, ...args], opts);
    },
    /** The prefix that runs a command on `name`. */
    wrap: (name: string) => ['ip', 'netns', 'exec', host(name).ns],
    /** Takes the host's link into `net` down (a partition: nothing passes, no reset is sent) or up again. */
    link(name: string, net: string, up: boolean): void {
      ip(['-n', host(name).ns, 'link', 'set', host(name).dev[net], up ? 'up' : 'down']);
    },
    /** Every process on the host gets `signal` (SIGSTOP: the host freezes; SIGCONT: it goes on). Answers how many. */
    signalAll(name: string, signal: NodeJS.Signals): number {
      const pids = ip(['netns', 'pids', host(name).ns], true).split('\n').map(Number).filter((p) => p > 0 && p !== process.pid);
      for (const pid of pids) {
        try {
          process.kill(pid, signal);
        } catch {
          // already gone
        }
      }
      return pids.length;
    },
    /** Every process on the host, killed at once (SIGKILL): the host lost its power. */
    killAll(name: string): number {
      return this.signalAll(name, 'SIGKILL');
    },
  };
}

/** A folder the test's PostgreSQL may own (it refuses to run as root). */
export function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = `${dir}/${entry.name}`;
    if (entry.isDirectory()) chownTree(p, uid, gid);
    else fs.chownSync(p, uid, gid);
  }
}
