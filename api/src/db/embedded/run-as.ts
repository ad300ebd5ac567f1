import { spawnSync } from 'node:child_process';
import type { Binaries } from './binaries';

/** The system user the server runs as when we are root (PostgreSQL will not run as root); also the cluster's superuser. */
export const SERVER_USER = 'postgres';

export interface RunAs {
  uid: number;
  gid: number;
}

const idOf = (flag: '-u' | '-g'): number | undefined => {
  const r = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
  return r.status === 0 ? Number.parseInt(r.stdout, 10) : undefined;
};

/** As root: the `postgres` system user (created when missing), since PostgreSQL will not run as root. */
export function runAsUser(log: (m: string) => void): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  let uid = idOf('-u');
  if (uid === undefined) {
    log(`running as root: creating the system user "${SERVER_USER}" for the embedded PostgreSQL (it refuses to run as root)`);
    const base = ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin'];
    let r = spawnSync('useradd', [...base, '--user-group', SERVER_USER], { encoding: 'utf8' });
    if (r.status !== 0) r = spawnSync('useradd', [...base, '--gid', SERVER_USER, SERVER_USER], { encoding: 'utf8' }); // the group already exists
    uid = idOf('-u');
    if (uid === undefined) {
      throw new Error(
        `PostgreSQL refuses to run as root and the user "${SERVER_USER}" could not be created (${(r.stderr || r.error?.message || '').trim()}). ` +
          'Create it (useradd --system postgres), run as a normal user, or set DATABASE_URL.',
      );
    }
  }
  return { uid, gid: idOf('-g') ?? uid };
}

/** Fails with a clear message when the run-as user cannot reach a path (e.g. a clone inside /root). */
export function checkReachable(runAs: RunAs, binaries: Binaries, dataParent: string): void {
  const sh = (script: string, arg: string) => spawnSync('/bin/sh', ['-c', script, 'sh', arg], { uid: runAs.uid, gid: runAs.gid }).status === 0;
  const unreachable = [
    !sh('exec "$1" --version >/dev/null', binaries.postgres) && binaries.postgres,
    !sh('cd "$1"', dataParent) && dataParent,
  ].filter(Boolean);
  if (unreachable.length) {
    throw new Error(
      `PostgreSQL refuses to run as root, so the embedded database runs as the system user "${SERVER_USER}", which cannot reach ` +
        `${unreachable.join(' and ')} (a folder on the way is closed to other users, such as /root). ` +
        'Put Afterwork in a folder other users can read (e.g. /srv or /opt), run it as a normal user, or set DATABASE_URL.',
    );
  }
}

