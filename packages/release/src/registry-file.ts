import fs from 'node:fs';
import path from 'node:path';
import { mergeRegistries, parseRegistryDocument, parseRegistryText, type RegistryDocument } from '@afterwork/contracts/registry-document';

export class ReleaseError extends Error {}

function readDocument(file: string): RegistryDocument | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = parseRegistryText(text);
  if (parsed.ok) return parsed.document;
  if ('notJson' in parsed) throw new ReleaseError(`${file} is not JSON (${parsed.notJson}): fix or remove it first`);
  throw new ReleaseError(`${file} is not a valid registry:\n  - ${parsed.problems.join('\n  - ')}`);
}

/** The registry as the API serves it (the contracts' `mergeRegistries`: the live file joined by the baseline's new remotes). */
export function readRegistry(liveFile: string, baselineFile: string): RegistryDocument {
  return mergeRegistries(readDocument(liveFile), readDocument(baselineFile));
}

/**
 * Validates the document with the contracts' parser, then writes it beside the live file and renames it over it:
 * the API (and anyone else reading) sees the old registry or the new one, never half of one.
 */
export function writeRegistry(liveFile: string, document: RegistryDocument): RegistryDocument {
  const parsed = parseRegistryDocument(document);
  if (!parsed.ok) throw new ReleaseError(`refusing to write an invalid registry:\n  - ${parsed.problems.join('\n  - ')}`);
  fs.mkdirSync(path.dirname(liveFile), { recursive: true });
  const tmp = `${liveFile}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(parsed.document, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, liveFile);
  return parsed.document;
}

const STALE_LOCK_MS = 60_000;

/**
 * One release command at a time changes the registry (read, change, write): a lock file made with O_EXCL beside
 * it. A lock older than a minute is left over by a command that died, and is taken over.
 */
export function withRegistryLock<T>(liveFile: string, fn: () => T): T {
  fs.mkdirSync(path.dirname(liveFile), { recursive: true });
  const lock = `${liveFile}.lock`;
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    if (age < STALE_LOCK_MS) throw new ReleaseError(`another release command is changing the registry (${lock}); try again in a moment`);
    fs.rmSync(lock, { force: true });
    fd = fs.openSync(lock, 'wx');
  }
  try {
    fs.writeSync(fd, String(process.pid));
    return fn();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}
