import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { notifyError, useSession } from '@afterwork/shell-sdk';
import { PageSpinner } from '@afterwork/ui/states';

export const ADMIN_ONLY_MESSAGE = 'Unauthorized: You need admin privileges to access this page.';

function NotAllowed() {
  useEffect(() => notifyError(ADMIN_ONLY_MESSAGE), []);
  return <Navigate to="/" replace />;
}

/**
 * The shell already refuses to load mf-admin for anyone but an admin; this second check covers the
 * standalone harness and a role taken away while the page is open (the session is re-read on focus).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (!session.isAdmin) return <NotAllowed />;
  return <>{children}</>;
}
