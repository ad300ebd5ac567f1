import { apiPaths } from '@afterwork/contracts/paths';
import type { RemoteEntry, RemoteFailureReport, RemoteVersionRef } from '@afterwork/contracts/registry';
import { apiRequest } from '@afterwork/shell-sdk';
import { unmetByShell } from './compatibility-plugin';

type Stage = RemoteFailureReport['stage'];

/**
 * Versions that failed in this browser session (`remote@version` → why), kept in sessionStorage: once a candidate
 * failed to load, threw while mounting or was refused as incompatible, this session stays on the last good
 * version instead of trying it again on every navigation.
 */
const KEY = 'aw-remote-failures';

function failures(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export const hasFailed = (remote: string, version: string) => `${remote}@${version}` in failures();

/** Remembers the failure for this session, logs it in one structured line and reports it to the API (once). */
export function recordFailure(remote: string, version: string, stage: Stage, message: string, fallback?: string) {
  const all = failures();
  const key = `${remote}@${version}`;
  const first = !(key in all);
  all[key] = `${stage}: ${message}`.slice(0, 500);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused: the fallback still happens for this page.
  }
  console.warn(JSON.stringify({ event: 'remote_version_failed', remote, version, stage, reason: message, fallback: fallback ?? null }));
  if (first) {
    const report: RemoteFailureReport = { remote, version, stage, message: message.slice(0, 500) };
    void apiRequest(apiPaths.remoteFailures, { method: 'POST', body: report }).catch(() => {});
  }
}

export interface VersionChoice {
  /** The version to load. */
  ref: RemoteVersionRef;
  /** The last good version to try if this one fails (none when `ref` is already the fallback). */
  fallback?: RemoteVersionRef;
}

/**
 * Which version of a remote this session loads: the one the registry names for it (current or canary), unless it
 * already failed in this session or needs more than this shell provides; then the last good version, if any.
 */
export function chooseVersion(remote: RemoteEntry): VersionChoice {
  const served: RemoteVersionRef = { version: remote.version, entry: remote.entry, ...(remote.needs ? { needs: remote.needs } : {}) };
  const { fallback } = remote;
  if (!fallback) return { ref: served };
  if (hasFailed(remote.name, served.version)) return { ref: fallback };
  const unmet = unmetByShell(served.needs);
  if (unmet.length) {
    recordFailure(remote.name, served.version, 'incompatible', `needs what this shell does not provide: ${unmet.join('; ')}`, fallback.version);
    return { ref: fallback };
  }
  return { ref: served, fallback };
}
