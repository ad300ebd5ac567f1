// What a remote version needs from the shell, and whether a shell meets it. One rule, used at publish time by the
// release commands (packages/release) and in the browser by the shell's Module Federation runtime plugin.
// Zod-free and dependency-free: the caller passes Module Federation's own `satisfy` (@module-federation/runtime), so
// both places read ranges exactly as the MF runtime does when it picks a shared module.

/** One entry of `mf-manifest.json`'s `shared` list, as Module Federation 2 writes it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

export type Satisfy = (version: string, range: string) => boolean;

/** A shared package the version brings no copy of (built with `import: false`): only the shell can provide it. */
export const bringsNoCopy = (s: ManifestShared) => !(s.assets?.js?.sync?.length || s.assets?.js?.async?.length);

/**
 * `{ package: range }` a remote version must get from the shell: every singleton (with `shareStrategy:
 * 'loaded-first'` the shell's copy is the one that runs) and every package it consumes with `import: false`.
 * Anything else it shares, it brings its own copy of, used when the shell's does not fit.
 */
export function needsOf(shared: ManifestShared[]): Record<string, string> {
  const needs: Record<string, string> = {};
  for (const s of shared)
    if (s.singleton || bringsNoCopy(s)) needs[s.name] = typeof s.requiredVersion === 'string' && s.requiredVersion ? s.requiredVersion : '*';
  return Object.fromEntries(Object.entries(needs).sort(([a], [b]) => a.localeCompare(b)));
}

/** `{ package: version }` a build provides, from its own manifest (the shell's `mf-manifest.json`). */
export function providedBy(shared: ManifestShared[]): Record<string, string> {
  return Object.fromEntries(shared.filter((s) => s.version).map((s) => [s.name, s.version as string]));
}

/** Every need the shell does not meet, as a sentence each ('@afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0'); empty when all are met. */
export function unmetNeeds(needs: Record<string, string>, provided: Record<string, string>, satisfy: Satisfy): string[] {
  const unmet: string[] = [];
  for (const [pkg, range] of Object.entries(needs)) {
    const version = provided[pkg];
    if (!version) unmet.push(`${pkg} ${range}: the shell does not provide it`);
    else if (range !== '*' && !satisfy(version, range)) unmet.push(`${pkg} ${range}: the shell provides ${version}`);
  }
  return unmet;
}
