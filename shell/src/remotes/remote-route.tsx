import type { RemoteEntry } from '@afterwork/contracts/registry';
import { RequireRole } from '@afterwork/ui/require-role';
import { RemoteArea } from './remote-area';

/**
 * A remote whose required role the visitor lacks is never fetched: signed-out visitors go to /auth,
 * signed-in members without the role go to / with the spec's message.
 */
export function RemoteRoute({ remote, basePath }: { remote: RemoteEntry; basePath: string }) {
  const area = <RemoteArea remote={remote} basePath={basePath} />;
  return remote.requiredRole ? <RequireRole role={remote.requiredRole}>{area}</RequireRole> : area;
}
