import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { entryOrigin, type RemoteEntry, type RemoteVersionRef } from '@afterwork/contracts/registry';
import { mergeRegistries, parseRegistryText, type RegistryDocument, type RegistryRemote } from '@afterwork/contracts/registry-document';
import type { Logger } from '../../http/logger';

/** One accepted registry, ready to serve: parsed and validated once per change, never per request. */
export interface RegistrySnapshot {
  document: RegistryDocument;
  /** Changes whenever the document does (a hash of its normalised form). */
  revision: string;
  /** Origins other than our own that any listed version loads from: the CSP allows exactly these. */
  origins: string[];
  /** Where it came from: the live registry, or the baseline when no live registry exists yet. */
  source: string;
  /** True when some remote runs a canary (the answer then depends on the visitor's bucket). */
  hasCanary: boolean;
}

export interface RegistryStoreOptions {
  /** The live registry (changed by `pnpm remote:promote|canary|rollback`); may not exist yet. */
  liveFile: string;
  /** The registry the site ships with (deploy/remotes.json): the bundled build of every remote. */
  baselineFile: string;
  logger: Logger;
  /** How often the files are checked when no file-system event arrives (ms). */
  pollMs?: number;
}

export interface RegistryStore {
  snapshot(): RegistrySnapshot;
  /** Re-reads the files now (the watcher and the poll call this; tests may too). */
  refresh(): Promise<void>;
  close(): void;
}

const EMPTY: RegistrySnapshot = { document: { remotes: [] }, revision: 'empty', origins: [], source: 'none', hasCanary: false };

/** The versions a visitor can be sent to (current, canary, and the fallback of each): the CSP must allow them. */
function liveVersions(remote: RegistryRemote): string[] {
  return [remote.current, remote.canary?.version, remote.previous[0]].filter((v): v is string => !!v);
}

export function buildSnapshot(document: RegistryDocument, source: string): RegistrySnapshot {
  const origins = new Set<string>();
  for (const remote of document.remotes)
    for (const label of liveVersions(remote)) {
      const origin = entryOrigin(remote.versions[label].entry);
      if (origin) origins.add(origin);
    }
  return {
    document,
    revision: createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16),
    origins: [...origins].sort(),
    source,
    hasCanary: document.remotes.some((r) => r.canary),
  };
}

const ref = (remote: RegistryRemote, version: string): RemoteVersionRef => {
  const v = remote.versions[version];
  return { version, entry: v.entry, ...(v.needs ? { needs: v.needs } : {}) };
};

/**
 * What one visitor gets for a remote: the canary when `inCanary` says so, else the current version; the fallback is
 * the last good version (the current one for a canary session, else the version that was current before).
 */
export function servedEntry(remote: RegistryRemote, inCanary: boolean): RemoteEntry {
  const version = inCanary && remote.canary ? remote.canary.version : remote.current;
  const fallback = version !== remote.current ? remote.current : remote.previous.find((v) => v !== version);
  return {
    name: remote.name,
    prefixes: remote.prefixes,
    ...(remote.requiredRole ? { requiredRole: remote.requiredRole } : {}),
    ...ref(remote, version),
    ...(fallback ? { fallback: ref(remote, fallback) } : {}),
  };
}

type Read = { text: string | null; stamp: string };

async function readIfPresent(file: string): Promise<Read> {
  try {
    const stat = await fs.promises.stat(file);
    return { text: await fs.promises.readFile(file, 'utf8'), stamp: `${stat.ino}:${stat.size}:${stat.mtimeMs}` };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { text: null, stamp: 'absent' };
    throw err;
  }
}

function readIfPresentSync(file: string): Read {
  try {
    const stat = fs.statSync(file);
    return { text: fs.readFileSync(file, 'utf8'), stamp: `${stat.ino}:${stat.size}:${stat.mtimeMs}` };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { text: null, stamp: 'absent' };
    throw err;
  }
}

async function stampOf(file: string): Promise<string> {
  try {
    const stat = await fs.promises.stat(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'absent';
  }
}

/**
 * The registry the API serves. It is read and validated with the contracts' parser when the API starts and again
 * whenever one of its files changes (a file-system watch on their folders, and a cheap poll of their stat as a
 * backstop where watches do not work, such as some network file systems). A file that does not parse is logged
 * and ignored: the last good registry stays live.
 */
export function createRegistryStore(opts: RegistryStoreOptions): RegistryStore {
  const { liveFile, baselineFile, logger } = opts;
  let current = EMPTY;
  let stamps = { live: '', baseline: '' };

  const accept = (live: Read, baseline: Read): void => {
    const parse = (r: Read, file: string): RegistryDocument | null => {
      if (r.text === null) return null;
      const parsed = parseRegistryText(r.text);
      if (parsed.ok) return parsed.document;
      throw new Error('notJson' in parsed ? `${file} is not JSON: ${parsed.notJson}` : `${file} is not a valid registry: ${parsed.problems.join('; ')}`);
    };
    try {
      const document = mergeRegistries(parse(live, liveFile), parse(baseline, baselineFile));
      const next = buildSnapshot(document, live.text !== null ? liveFile : baseline.text !== null ? baselineFile : 'none');
      if (next.revision !== current.revision) {
        if (current !== EMPTY) logger.info('remote registry changed', { revision: next.revision, source: next.source });
        current = next;
      }
    } catch (err) {
      logger.error('remote registry rejected: the last good registry stays live', { error: (err as Error).message });
    }
    stamps = { live: live.stamp, baseline: baseline.stamp };
  };

  accept(readIfPresentSync(liveFile), readIfPresentSync(baselineFile));

  const readOnce = async (): Promise<void> => {
    try {
      if ((await stampOf(liveFile)) === stamps.live && (await stampOf(baselineFile)) === stamps.baseline) return;
      accept(await readIfPresent(liveFile), await readIfPresent(baselineFile));
    } catch (err) {
      logger.error('remote registry could not be read', { error: (err as Error).message });
    }
  };
  // One read at a time. A refresh asked for while one is under way runs once more after it (that one may have read
  // the files before the change that prompted this call); callers meanwhile share that second run.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    if (!running) {
      running = readOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return refresh();
    });
    return queued;
  };

  // Write-then-rename replaces the file, so watch the folders, not the files.
  const watchers: fs.FSWatcher[] = [];
  for (const dir of new Set([path.dirname(liveFile), path.dirname(baselineFile)])) {
    try {
      const watcher = fs.watch(dir, { persistent: false }, () => void refresh());
      watcher.on('error', () => watcher.close());
      watchers.push(watcher);
    } catch {
      // The folder does not exist (yet): the poll notices when the file appears.
    }
  }
  const poll = setInterval(() => void refresh(), opts.pollMs ?? 1000);
  poll.unref();

  return {
    snapshot: () => current,
    refresh,
    close() {
      clearInterval(poll);
      for (const w of watchers) w.close();
    },
  };
}
