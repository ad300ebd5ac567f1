import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@afterwork/ui/router';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { PageSpinner } from '@afterwork/ui/states';
import { RequireRole } from '@afterwork/ui/require-role';
import './admin.css';

const AdminUsersPage = lazy(() => import('./features/roles/components/admin-users-page'));
const AdminCommunitiesPage = lazy(() => import('./features/communities/components/admin-communities-page'));
const AdminReleasesPage = lazy(() => import('./features/releases/components/admin-releases-page'));
const ModerationPage = lazy(() => import('./features/moderation/components/moderation-page'));

/** mf-admin's public surface: /admin/users, /admin/communities and /admin/releases (paths relative to basePath '/admin'). */
export default function AdminRoutes({ basePath }: RemoteProps) {
  return (
    <RequireRole role="admin">
      <Suspense fallback={<PageSpinner page />}>
        <Routes>
          <Route index element={<Navigate to={`${basePath}/users`} replace />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="communities" element={<AdminCommunitiesPage />} />
          <Route path="releases" element={<AdminReleasesPage />} />
          <Route path="reports" element={<ModerationPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RequireRole>
  );
}
