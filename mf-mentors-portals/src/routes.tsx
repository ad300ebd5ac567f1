import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@afterwork/ui/router';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { PageSpinner } from '@afterwork/ui/states';
import { PORTAL_CATEGORIES } from './features/portals/lib/categories';
import { PortalPathNotFound } from './features/portals/components/portal-not-found';

// Pages are lazy chunks: the first chunk of this remote holds only the routing.
const MentorsPage = lazy(() => import('./features/mentors/components/mentors-page'));
const MentorProfilePage = lazy(() => import('./features/mentors/components/mentor-profile-page'));
const PortalListPage = lazy(() => import('./features/portals/components/portal-list-page'));
const PortalDetailPage = lazy(() => import('./features/portals/components/portal-detail-page'));

const page = (el: ReactNode) => <Suspense fallback={<PageSpinner page />}>{el}</Suspense>;

/** mf-mentors-portals' public surface: routes under /mentorship, /mentors and /portals (relative to basePath). */
export default function MentorsPortalsRoutes({ basePath }: RemoteProps) {
  if (basePath === '/mentorship') {
    return (
      <Routes>
        <Route index element={page(<MentorsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  if (basePath === '/mentors') {
    return (
      <Routes>
        <Route index element={<Navigate to="/mentorship" replace />} />
        <Route path=":id" element={page(<MentorProfilePage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {PORTAL_CATEGORIES.map((c) => (
        <Route key={c} path={c} element={page(<PortalListPage category={c} />)} />
      ))}
      <Route path=":category/:portal" element={page(<PortalDetailPage />)} />
      <Route path="*" element={<PortalPathNotFound />} />
    </Routes>
  );
}
