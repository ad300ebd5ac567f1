import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@afterwork/ui/router';
import { useSession } from '@afterwork/shell-sdk';
import { PageSpinner } from '@afterwork/ui/states';

/** Signed-in only: a spinner while the session loads, then /auth for visitors (spec part 2 §2.1). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner label="Checking your sign-in..." />;
  if (!session.user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
