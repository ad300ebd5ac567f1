import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Layer two of three against a broken remote (retry, this plugin, the error boundary):
 * log which remote failed and at which step, in one structured line, then let the failure
 * reach the remote area's boundary, which shows the friendly fallback with 'Try again'.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'afterwork-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(JSON.stringify({ event: 'remote_load_failed', id, lifecycle, message: (error as Error)?.message }));
      return undefined;
    },
  };
}
