import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { notifyError, useSession, type RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { PageSpinner } from '@afterwork/ui/states';
import { LibraryPage } from './features/resources/components/library-page';
import { ResourceDetailPage } from './features/resources/components/resource-detail-page';
import { AssessmentListPage } from './features/assessments/components/assessment-list-page';

// Lazy chunks inside the remote: only admins download the manage screen, only takers the runner.
const ManagePage = lazy(() => import('./features/manage/components/manage-page'));
const AssessmentRunnerPage = lazy(() => import('./features/assessments/components/assessment-runner'));

export const ADMIN_ONLY_MESSAGE = 'Unauthorized: You need admin privileges to access this page.';

const chunk = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

function NotAllowed() {
  useEffect(() => notifyError(ADMIN_ONLY_MESSAGE), []);
  return <Navigate to="/" replace />;
}

/** Signed-out visitors go to /auth, members to / with the spec's message. The API refuses them anyway. */
function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (!session.isAdmin) return <NotAllowed />;
  return <>{children}</>;
}

/** mf-library's public surface: its routes under /resources and /assessments (relative to basePath). */
export default function LibraryRoutes({ basePath }: RemoteProps) {
  if (basePath === '/assessments') {
    return (
      <Routes>
        <Route index element={<AssessmentListPage />} />
        <Route path=":id" element={chunk(<AssessmentRunnerPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<LibraryPage />} />
      <Route path="manage" element={<AdminOnly>{chunk(<ManagePage />)}</AdminOnly>} />
      <Route path=":id" element={<ResourceDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
