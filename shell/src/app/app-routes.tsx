import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@afterwork/ui/states';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { useRemoteRegistry } from '../remotes/registry';
import { RemoteRoute } from '../remotes/remote-route';
import { ProtectedRoute } from '../routing/protected-route';

// The shell's own pages, each its own chunk: a first visit to / downloads only the home page.
const HomePage = lazy(() => import('../pages/home/home-page'));
const AuthPage = lazy(() => import('../pages/auth/auth-page'));
const PlansPage = lazy(() => import('../pages/plans/plans-page'));
const BusinessPage = lazy(() => import('../pages/business/business-page'));
const HelpPage = lazy(() => import('../pages/help/help-page'));
const DemoVideoPage = lazy(() => import('../pages/demo-video/demo-video-page'));
const ProfilePage = lazy(() => import('../pages/profile/profile-page'));
const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const AiGuidancePage = lazy(() => import('../pages/ai-guidance/ai-guidance-page'));
const SettingsPage = lazy(() => import('../pages/settings/settings-page'));
const GoalsPage = lazy(() => import('../pages/goals/goals-page'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/reset-password-page'));
const LegalPage = lazy(() => import('../pages/legal/legal-page'));
const GuidelinesPage = lazy(() => import('../pages/safety/guidelines-page'));
const SafetyCenterPage = lazy(() => import('../pages/safety/safety-center-page'));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** Route table: the shell's pages, then every remote prefix from the run-time registry, then 404. */
export function AppRoutes() {
  const registry = useRemoteRegistry();
  const remotes = registry.data?.remotes ?? [];
  return (
    <Routes>
      <Route path="/" element={page(<HomePage />)} />
      <Route path="/auth" element={page(<AuthPage />)} />
      <Route path="/sign-in" element={page(<AuthPage />)} />
      <Route path="/plans" element={page(<PlansPage />)} />
      <Route path="/business" element={page(<BusinessPage />)} />
      <Route path="/help" element={page(<HelpPage />)} />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      <Route path="/demo-video" element={page(<DemoVideoPage />)} />
      {/* The footer's Community pages (issue 21 §6). */}
      <Route path="/community-guidelines" element={page(<GuidelinesPage />)} />
      <Route path="/safety" element={page(<SafetyCenterPage />)} />
      {/* The footer's Legal pages (issue 19 §13). */}
      <Route path="/privacy" element={page(<LegalPage doc="privacy" />)} />
      <Route path="/terms" element={page(<LegalPage doc="terms" />)} />
      <Route path="/cookies" element={page(<LegalPage doc="cookies" />)} />
      <Route path="/accessibility" element={page(<LegalPage doc="accessibility" />)} />
      {/* Member pages. The profile sends visitors to /auth itself, with the spec's 'Please sign in to view this profile'. */}
      <Route path="/profile" element={page(<ProfilePage />)} />
      <Route path="/profile/:id" element={page(<ProfilePage />)} />
      <Route path="/users/:id" element={page(<ProfilePage />)} />
      <Route path="/dashboard" element={<ProtectedRoute>{page(<DashboardPage />)}</ProtectedRoute>} />
      <Route path="/ai-guidance" element={<ProtectedRoute>{page(<AiGuidancePage />)}</ProtectedRoute>} />
      <Route path="/settings" element={<ProtectedRoute>{page(<SettingsPage />)}</ProtectedRoute>} />
      <Route path="/goals" element={<ProtectedRoute>{page(<GoalsPage />)}</ProtectedRoute>} />
      <Route path="/join" element={<Navigate to="/auth?tab=register" replace />} />
      <Route path="/explore" element={<Navigate to="/communities" replace />} />
      {remotes.flatMap((remote) =>
        remote.prefixes.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoute key={remote.name} remote={remote} basePath={prefix} />} />
        )),
      )}
      <Route path="*" element={registry.isPending ? <PageSpinner /> : <NotFoundPage />} />
    </Routes>
  );
}

export { ProtectedRoute };
