import { getInstance, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { needsOf, unmetNeeds, type ManifestShared } from '@afterwork/contracts/remote-compat';

/** A remote version needs a shared package (or a version of one) that this shell does not provide. */
export interface IncompatibleRemoteError extends Error {
  incompatible: true;
  remote: string;
  unmet: string[];
}

/** A plain Error with markers (no subclass: `instanceof` on Error subclasses breaks when compiled to ES5). */
export function incompatibleRemoteError(remote: string, unmet: string[]): IncompatibleRemoteError {
  const error = new Error(`${remote} needs what this shell does not provide: ${unmet.join('; ')}`);
  error.name = 'IncompatibleRemoteError';
  return Object.assign(error, { incompatible: true as const, remote, unmet });
}

export const isIncompatible = (err: unknown): err is IncompatibleRemoteError =>
  !!err && typeof err === 'object' && (err as { incompatible?: unknown }).incompatible === true;

type SharedOptions = Record<string, Array<{ version?: string; from?: string }>>;

/** `{ package: version }` this shell put in the share scope (the shell's own copies, not a remote's). */
export function shellProvides(options?: { name: string; shared?: SharedOptions }): Record<string, string> {
  const opts = options ?? (getInstance()?.options as { name: string; shared?: SharedOptions } | undefined);
  if (!opts) return {};
  const provided: Record<string, string> = {};
  for (const [pkg, list] of Object.entries(opts.shared ?? {})) {
    const own = list.find((s) => s.from === opts.name && s.version);
    if (own?.version) provided[pkg] = own.version;
  }
  return provided;
}

/** What a remote version needs that this shell does not provide (empty: compatible), by MF's own semver. */
export function unmetByShell(needs: Record<string, string> | undefined): string[] {
  const provided = shellProvides();
  // No federation instance yet (never the case once the shell runs): the runtime plugin still checks the manifest.
  if (!Object.keys(provided).length) return [];
  return unmetNeeds(needs ?? {}, provided, satisfy);
}

/**
 * The shell protects itself: a Module Federation runtime plugin that reads each remote's mf-manifest.json as it
 * arrives (the `loadRemoteSnapshot` hook, before any of the remote's code is fetched) and refuses a version that
 * needs a singleton or an `import: false` package in a version this shell does not provide. The refusal rejects
 * the `loadRemote()` call; the remote area then falls back to the remote's last good version (remote-area.tsx).
 * This covers a version forced into the registry without (or with wrong) `needs`: the manifest is the truth.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'afterwork-remote-compatibility',
    async loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { shared?: ManifestShared[] } | undefined;
      if (args.from === 'manifest' && manifest?.shared) {
        const unmet = unmetNeeds(needsOf(manifest.shared), shellProvides(args.options as never), satisfy);
        if (unmet.length) throw incompatibleRemoteError(args.moduleInfo.name, unmet);
      }
      return args;
    },
  };
}
