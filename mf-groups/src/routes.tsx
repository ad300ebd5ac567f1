import { lazy, Suspense } from 'react';
import { Route, Routes } from '@afterwork/ui/router';
import type { RemoteProps } from '@afterwork/shell-sdk';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { GroupsPage } from './features/groups/components/groups-page';
import { GroupPage } from './features/groups/components/group-page';
import { ActivityPage } from './features/activities/components/activity-page';
import { PageSpinner } from '@afterwork/ui/states';
import './groups.css';

// The organisers' attendance list is opened on the day by a few: a chunk of its own.
const AttendancePage = lazy(() => import('./features/activities/components/attendance-page').then((m) => ({ default: m.AttendancePage })));

/** mf-groups' public surface: /groups, /groups/:id and /activities/:id (paths relative to basePath). */
export default function GroupsRoutes({ basePath }: RemoteProps) {
  return basePath === '/activities' ? (
    <Routes>
      <Route path=":id" element={<ActivityPage />} />
      <Route path=":id/attendance" element={<Suspense fallback={<PageSpinner page label="Loading attendance..." />}><AttendancePage /></Suspense>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  ) : (
    <Routes>
      <Route index element={<GroupsPage />} />
      <Route path=":id" element={<GroupPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
