import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@afterwork/ui/router';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { RequireRole } from '@afterwork/ui/require-role';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { PageSpinner } from '@afterwork/ui/states';
import { LibraryPage } from './features/resources/components/library-page';
import { ResourceDetailPage } from './features/resources/components/resource-detail-page';
import { AssessmentListPage } from './features/assessments/components/assessment-list-page';

// Lazy chunks inside the remote: only admins download the manage screen, only takers the runner.
const ManagePage = lazy(() => import('./features/manage/components/manage-page'));
const AssessmentRunnerPage = lazy(() => import('./features/assessments/components/assessment-runner'));
const SavedResultPage = lazy(() => import('./features/assessments/components/saved-result-page'));

const chunk = (node: ReactNode) => <Suspense fallback={<PageSpinner page />}>{node}</Suspense>;

/** mf-library's public surface: its routes under /resources and /assessments (relative to basePath). */
export default function LibraryRoutes({ basePath }: RemoteProps) {
  if (basePath === '/assessments') {
    return (
      <Routes>
        <Route index element={<AssessmentListPage />} />
        <Route path=":id" element={chunk(<AssessmentRunnerPage />)} />
        <Route path=":id/results/:resultId" element={chunk(<SavedResultPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<LibraryPage />} />
      <Route path="manage" element={<RequireRole role="admin">{chunk(<ManagePage />)}</RequireRole>} />
      <Route path=":id" element={<ResourceDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
