import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteVersionRef } from '@afterwork/contracts/registry';
import type { RemoteRoutesComponent } from '@afterwork/shell-sdk';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';
import { compatibilityPlugin, isIncompatible } from './compatibility-plugin';

let pluginsRegistered = false;
/** The manifest URL each remote is registered with in the MF runtime. */
const registered = new Map<string, string>();

/**
 * Tell the MF runtime where a remote lives, the first time it is needed, and again when the registry switches it
 * to another version (or the shell falls back to its last good one): `force` makes the runtime drop the other
 * version's container and modules, so the next loadRemote() fetches the new manifest. With shareStrategy
 * 'loaded-first' nothing is fetched until loadRemote() asks for it, so a visitor never downloads a remote they
 * do not open (nor an admin-only one they may not open).
 */
function ensureRegistered(name: string, ref: RemoteVersionRef) {
  if (!pluginsRegistered) {
    registerPlugins([compatibilityPlugin(), errorLoadRemotePlugin()]);
    pluginsRegistered = true;
  }
  const entry = new URL(ref.entry, window.location.href).toString();
  const known = registered.get(name);
  if (known === entry) return;
  registerRemotes([{ name, entry }], known ? { force: true } : undefined);
  registered.set(name, entry);
}

/** Forget a failed remote so the next attempt fetches its manifest and entry again. */
function forget(name: string, ref: RemoteVersionRef) {
  const entry = new URL(ref.entry, window.location.href).toString();
  registerRemotes([{ name, entry }], { force: true });
  registered.set(name, entry);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Load one version of a remote's `./routes` component, retrying a network failure twice before giving up. A
 * version this shell cannot run (compatibility-plugin.ts) is refused at once: retrying would not change that.
 */
export async function loadRemoteRoutes(name: string, ref: RemoteVersionRef, attempts = 3): Promise<RemoteRoutesComponent> {
  ensureRegistered(name, ref);
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      await sleep(400 * attempt);
      forget(name, ref);
    }
    try {
      const mod = await loadRemote<{ default: RemoteRoutesComponent }>(`${name}/routes`);
      if (mod?.default) return mod.default;
      lastError = new Error(`Remote ${name} has no ./routes export`);
    } catch (err) {
      if (isIncompatible(err)) throw err;
      lastError = err;
    }
  }
  throw lastError;
}
