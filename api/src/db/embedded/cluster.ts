import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Binaries } from './binaries';
import { SERVER_USER, type RunAs } from './run-as';

/** The cluster's password and last port, kept inside its data folder (mode 0600). */
export const STATE_FILE = 'afterwork-embedded.json';

export interface State {
  password: string;
  port?: number;
}

export function readState(dataDir: string): State | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATE_FILE), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

export function writeState(dataDir: string, state: State): void {
  const file = path.join(dataDir, STATE_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}

/** initdb into a sibling folder, then rename: a crash mid-way never leaves half a cluster at `dataDir`. */
export function initCluster(binaries: Binaries, dataDir: string, runAs: RunAs | undefined, log: (m: string) => void, ephemeral: boolean): void {
  const tmp = `${dataDir}.init-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(tmp, { mode: 0o700 });
  const pwfile = path.join(tmp, 'pwfile');
  try {
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      fs.chownSync(tmp, runAs.uid, runAs.gid);
      fs.chownSync(pwfile, runAs.uid, runAs.gid);
    }
    const pgdata = path.join(tmp, 'pgdata');
    const started = Date.now();
    const r = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${SERVER_USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, ...(runAs ?? {}) },
    );
    if (r.status !== 0) throw new Error(`initdb failed: ${(r.stderr || r.error?.message || '').trim()}`);
    writeState(pgdata, { password });
    try {
      fs.renameSync(pgdata, dataDir);
    } catch (err) {
      // Another process created it first: use theirs.
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw err;
      return;
    }
    log(`created the embedded PostgreSQL ${binaries.major} cluster in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

