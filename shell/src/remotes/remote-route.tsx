import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RemoteEntry } from '@afterwork/contracts/registry';
import { notifyError, useSession } from '@afterwork/shell-sdk';
import { PageSpinner } from '@afterwork/ui/states';
import { RemoteArea } from './remote-area';

export const ADMIN_ONLY_MESSAGE = 'Unauthorized: You need admin privileges to access this page.';

function NotAllowed() {
  useEffect(() => notifyError(ADMIN_ONLY_MESSAGE), []);
  return <Navigate to="/" replace />;
}

/**
 * A remote whose required role the visitor lacks is never fetched: signed-out visitors go to /auth,
 * signed-in members without the role go to / with the spec's message.
 */
export function RemoteRoute({ remote, basePath }: { remote: RemoteEntry; basePath: string }) {
  const session = useSession();
  const location = useLocation();
  if (remote.requiredRole) {
    if (session.status === 'loading') return <PageSpinner />;
    if (!session.user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
    if (session.user.role !== remote.requiredRole) return <NotAllowed />;
  }
  return <RemoteArea remote={remote} basePath={basePath} />;
}
