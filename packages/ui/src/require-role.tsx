import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@afterwork/ui/router';
import { notifyError, useSession } from '@afterwork/shell-sdk';
import { PageSpinner } from './states';

/** Spec: what a member sees when opening an admin page. */
export const ADMIN_ONLY_MESSAGE = 'Unauthorized: You need admin privileges to access this page.';

function NotAllowed() {
  useEffect(() => notifyError(ADMIN_ONLY_MESSAGE), []);
  return <Navigate to="/" replace />;
}

/**
 * Shows `children` only to a signed-in member with the role: signed-out visitors go to /auth (and come back
 * after signing in), members without it go to / with the spec's message. The API refuses them anyway; this
 * keeps them from a page that cannot work for them (and, in the shell, from downloading it at all).
 */
export function RequireRole({ role, children }: { role: 'admin' | (string & {}); children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  const allowed = role === 'admin' ? session.isAdmin : session.user.role === role;
  if (!allowed) return <NotAllowed />;
  return <>{children}</>;
}
