// The run-time registry of remotes as the shell receives it (`/remotes.json`), and the field rules every reader of
// the registry shares (the API's document parser in registry-document.ts uses the same predicates).
// Zod-free on purpose: the shell reads it on every first visit, and zod (88 KB gzip) must not ride along.

/** One version of a remote: where its manifest lives and what it needs from the shell. */
export interface RemoteVersionRef {
  /** 'bundled' (built with the site) or the published semver, e.g. '1.4.0'. */
  version: string;
  /** URL of the version's `mf-manifest.json`, a path on this origin or an absolute http(s) URL. */
  entry: string;
  /** Shared packages the version must get from the shell, with the range it accepts: { '@afterwork/shell-sdk': '^1.1.0' }. */
  needs?: Record<string, string>;
}

/** One federated remote as `/remotes.json` serves it to one visitor: the version this visitor gets. */
export interface RemoteEntry extends RemoteVersionRef {
  /** Module Federation name, also the import prefix: `${name}/routes`. */
  name: string;
  /** Path prefixes this remote serves, e.g. ["/resources", "/assessments"]. */
  prefixes: string[];
  /** A role the visitor must hold before the remote is even fetched. */
  requiredRole?: 'admin';
  /** The last good version, loaded instead when this one fails to load, throws while mounting or needs more than the shell has. */
  fallback?: RemoteVersionRef;
}
export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

/** The version a site build carries for each remote under /remotes/<app>/ (not published, not versioned). */
export const BUNDLED_VERSION = 'bundled';

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const PACKAGE = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9._-]+)*$/;
const RANGE = /^[0-9A-Za-z.^~<>=|*x+ -]{1,100}$/;

const isString = (v: unknown): v is string => typeof v === 'string';
/** A Module Federation name: lower case, digits and underscores (`mf_groups`). */
export const isRemoteName = (v: unknown): v is string => isString(v) && NAME.test(v);
/** A version label that is safe in a URL path: 'bundled', '1.4.0', '2.0.0-rc.1'. */
export const isVersionLabel = (v: unknown): v is string => isString(v) && VERSION.test(v) && !v.includes('..');
/** A path prefix owned by a remote: '/groups'. */
export const isPrefix = (v: unknown): v is string => isString(v) && /^\/[a-z0-9][a-z0-9/_-]*$/i.test(v) && !v.endsWith('/');
/** A manifest URL: a path on this origin ('/remotes/...', never '//host') or an absolute http(s) URL. */
export function isEntryUrl(v: unknown): v is string {
  if (!isString(v) || v.length > 500 || /\s/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}
/** { package: semver range } of what a version needs from the shell. */
export const isNeeds = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) &&
  Object.entries(v).every(([pkg, range]) => PACKAGE.test(pkg) && isString(range) && RANGE.test(range));

/** The origin an entry loads from when it is not this site's own ('https://cdn.example'), else null. */
export function entryOrigin(entry: string): string | null {
  return /^https?:\/\//.test(entry) ? new URL(entry).origin : null;
}

function isVersionRef(r: unknown): boolean {
  const v = r as RemoteVersionRef | null;
  return !!v && isVersionLabel(v.version) && isEntryUrl(v.entry) && (v.needs === undefined || isNeeds(v.needs));
}

/**
 * Reads `/remotes.json` in the browser. The API serves only what its document parser accepted, so this is a
 * guard, not the validator: it keeps the well-formed remotes and drops the rest with a warning, and throws when
 * there is no list at all.
 */
export function parseRemoteRegistry(data: unknown): RemoteRegistry {
  const list = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('The remote registry has no "remotes" list');
  const remotes = list.filter((r): r is RemoteEntry => {
    const ok =
      !!r && isRemoteName(r.name) && isVersionRef(r) &&
      Array.isArray(r.prefixes) && r.prefixes.length > 0 && r.prefixes.every(isPrefix) &&
      (r.requiredRole === undefined || r.requiredRole === 'admin') &&
      (r.fallback === undefined || isVersionRef(r.fallback));
    if (!ok) console.warn('Ignoring a malformed remote registry entry', r);
    return ok;
  });
  return { remotes };
}

export const REMOTE_FAILURE_STAGES = ['load', 'mount', 'incompatible'] as const;
/** What the shell reports to apiPaths.remoteFailures (POST, no sign-in, rate-limited): the version failed to load, threw while mounting, or needs more than the shell has. */
export interface RemoteFailureReport {
  remote: string;
  version: string;
  stage: (typeof REMOTE_FAILURE_STAGES)[number];
  /** The error or the reason, as the shell logged it (at most 500 characters). */
  message: string;
}
