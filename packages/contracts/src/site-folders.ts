// The site's folders as the API (api/src/config.ts) and the release commands (packages/release/src/cli.ts) read them
// from the environment: one set of variables and defaults, since the commands change what the API serves. Node only
// (never imported by a browser app).
import path from 'node:path';

export type SiteFolderVariables = Partial<Record<'REMOTES_DIR' | 'REMOTES_REGISTRY' | 'REMOTES_BASELINE' | 'SITE_DIR', string>>;

export interface SiteFolders {
  /** Published remote versions, `<app>/<version>/` (REMOTES_DIR, default `.data/remotes`). */
  remotesDir: string;
  /** The live registry (REMOTES_REGISTRY, default `<remotesDir>/registry.json`). */
  remotesRegistry: string;
  /** The registry the site ships with (REMOTES_BASELINE, default `deploy/remotes.json`). */
  remotesBaseline: string;
  /** The built site (SITE_DIR, default `dist/site`). */
  siteDir: string;
}

/**
 * Each variable, else its default under the repository `root`; a relative path is read from `from` (the API: its
 * working folder; the commands: the folder pnpm was called from). An empty variable counts as unset.
 */
export function siteFolders(env: SiteFolderVariables, root: string, from: string = process.cwd()): SiteFolders {
  const at = (p: string) => path.resolve(from, p);
  const remotesDir = at(env.REMOTES_DIR || path.join(root, '.data', 'remotes'));
  return {
    remotesDir,
    remotesRegistry: at(env.REMOTES_REGISTRY || path.join(remotesDir, 'registry.json')),
    remotesBaseline: at(env.REMOTES_BASELINE || path.join(root, 'deploy', 'remotes.json')),
    siteDir: at(env.SITE_DIR || path.join(root, 'dist', 'site')),
  };
}
