// The run-time registry of remotes (`/remotes.json`). Zod-free on purpose: the shell reads it on
// every first visit, and zod (88 KB gzip) must not ride along. registry-schema.ts is the zod twin.

/** One federated remote as the registry lists it. */
export interface RemoteEntry {
  /** Module Federation name, also the import prefix: `${name}/routes`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`, absolute or relative to the page. */
  entry: string;
  /** Path prefixes this remote serves, e.g. ["/resources", "/assessments"]. */
  prefixes: string[];
  /** A role the visitor must hold before the remote is even fetched. */
  requiredRole?: 'admin';
}
export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

const NAME = /^[a-z][a-z0-9_]*$/;

/** Keeps the well-formed remotes and drops the rest with a warning; throws when there is no list at all. */
export function parseRemoteRegistry(data: unknown): RemoteRegistry {
  const list = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('The remote registry has no "remotes" list');
  const remotes = list.filter((r): r is RemoteEntry => {
    const ok =
      !!r && typeof r.name === 'string' && NAME.test(r.name) &&
      typeof r.entry === 'string' && r.entry.length > 0 &&
      Array.isArray(r.prefixes) && r.prefixes.length > 0 &&
      r.prefixes.every((p: unknown) => typeof p === 'string' && p.startsWith('/')) &&
      (r.requiredRole === undefined || r.requiredRole === 'admin');
    if (!ok) console.warn('Ignoring a malformed remote registry entry', r);
    return ok;
  });
  return { remotes };
}
