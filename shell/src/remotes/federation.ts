import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@afterwork/contracts/registry';
import type { RemoteRoutesComponent } from '@afterwork/shell-sdk';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';

let pluginRegistered = false;
const registered = new Set<string>();

/**
 * Tell the MF runtime where a remote lives, the first time it is needed. With shareStrategy
 * 'loaded-first' nothing is fetched until loadRemote() asks for it, so a visitor never
 * downloads a remote they do not open (nor an admin-only one they may not open).
 */
function ensureRegistered(remote: RemoteEntry) {
  if (!pluginRegistered) {
    registerPlugins([errorLoadRemotePlugin()]);
    pluginRegistered = true;
  }
  if (registered.has(remote.name)) return;
  const entry = new URL(remote.entry, window.location.href).toString();
  registerRemotes([{ name: remote.name, entry }]);
  registered.add(remote.name);
}

/** Forget a failed remote so the next attempt fetches its manifest and entry again. */
function forget(remote: RemoteEntry) {
  const entry = new URL(remote.entry, window.location.href).toString();
  registerRemotes([{ name: remote.name, entry }], { force: true });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Load a remote's `./routes` component, retrying a network failure twice before giving up. */
export async function loadRemoteRoutes(remote: RemoteEntry, attempts = 3): Promise<RemoteRoutesComponent> {
  ensureRegistered(remote);
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      await sleep(400 * attempt);
      forget(remote);
    }
    try {
      const mod = await loadRemote<{ default: RemoteRoutesComponent }>(`${remote.name}/routes`);
      if (mod?.default) return mod.default;
      lastError = new Error(`Remote ${remote.name} has no ./routes export`);
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}

