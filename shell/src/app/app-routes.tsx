import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@afterwork/ui/router';
import { PageSpinner } from '@afterwork/ui/states';
import { NotFoundPage } from '@afterwork/ui/not-found';
import { useRemoteRegistry } from '../remotes/registry';
import { RemoteRoute } from '../remotes/remote-route';
import { ProtectedRoute } from '../routing/protected-route';

/**
 * A page whose module can be loaded ahead of rendering: once `preload()` has resolved it renders at once, with no
 * suspended first render. The pre-rendered public pages need that: the browser loads the page's chunk before
 * `hydrateRoot` (bootstrap.tsx), so the whole page hydrates in one pass, with the state the HTML was written in
 * (nobody signed in yet), and an update arriving early (the session, the registry) never meets a still-dehydrated
 * boundary (which React would throw away and render again).
 */
function preloadablePage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((m) => (loaded = m.default));
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  // Loaded, the page renders with no Suspense boundary around it: React hydrates a boundary in a pass of its own
  // after the rest of the page, by which time the session may have changed what the page shows (a mismatch).
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspense fallback={<PageSpinner page />}><Lazy /></Suspense>;
  }
  return Object.assign(Page, { preload });
}

// The shell's own pages, each its own chunk: a first visit to / downloads only the home page.
// The public pages are pre-rendered to HTML at build (shell/prerender.mjs) and hydrated; their chunk names let the
// build find each page's stylesheet for the HTML.
const HomePage = preloadablePage(() => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'));
const AuthPage = lazy(() => import('../pages/auth/auth-page'));
const PlansPage = preloadablePage(() => import(/* webpackChunkName: "page-plans" */ '../pages/plans/plans-page'));
const BusinessPage = preloadablePage(() => import(/* webpackChunkName: "page-business" */ '../pages/business/business-page'));
const HelpPage = preloadablePage(() => import(/* webpackChunkName: "page-help" */ '../pages/help/help-page'));
const DemoVideoPage = preloadablePage(() => import(/* webpackChunkName: "page-demo-video" */ '../pages/demo-video/demo-video-page'));

/** The pre-rendered public pages (path → its page), the one list the build and bootstrap.tsx read. */
export const prerenderedPages: Record<string, { preload: () => Promise<unknown>; chunk: string }> = {
  '/': { preload: HomePage.preload, chunk: 'page-home' },
  '/plans': { preload: PlansPage.preload, chunk: 'page-plans' },
  '/business': { preload: BusinessPage.preload, chunk: 'page-business' },
  '/help': { preload: HelpPage.preload, chunk: 'page-help' },
  '/demo-video': { preload: DemoVideoPage.preload, chunk: 'page-demo-video' },
};
const ProfilePage = lazy(() => import('../pages/profile/profile-page'));
const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const AiGuidancePage = lazy(() => import('../pages/ai-guidance/ai-guidance-page'));
const SettingsPage = lazy(() => import('../pages/settings/settings-page'));
const HelperInvitationPage = lazy(() => import('../pages/helper-invitation/helper-invitation-page'));
const MessagesPage = lazy(() => import('../pages/messages/messages-page'));
const GoalsPage = lazy(() => import('../pages/goals/goals-page'));
const WelcomePage = lazy(() => import('../pages/welcome/welcome-page'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/reset-password-page'));
const SignInLinkPage = lazy(() => import('../pages/sign-in-link/sign-in-link-page'));
const GoodbyePage = lazy(() => import('../pages/goodbye/goodbye-page'));
const LegalPage = lazy(() => import('../pages/legal/legal-page'));
const GuidelinesPage = lazy(() => import('../pages/safety/guidelines-page'));
const SafetyCenterPage = lazy(() => import('../pages/safety/safety-center-page'));
const HomeScreenPage = lazy(() => import('../pages/home-screen/home-screen-page'));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner page />}>{node}</Suspense>;

/** Route table: the shell's pages, then every remote prefix from the run-time registry, then 404. */
export function AppRoutes() {
  const registry = useRemoteRegistry();
  const remotes = registry.data?.remotes ?? [];
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/auth" element={page(<AuthPage />)} />
      <Route path="/sign-in" element={page(<AuthPage />)} />
      <Route path="/plans" element={<PlansPage />} />
      <Route path="/business" element={<BusinessPage />} />
      <Route path="/help" element={<HelpPage />} />
      {/* 'Put Afterwork on your home screen' (issue 33 §2). */}
      <Route path="/help/home-screen" element={page(<HomeScreenPage />)} />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      <Route path="/sign-in-link" element={page(<SignInLinkPage />)} />
      <Route path="/demo-video" element={<DemoVideoPage />} />
      {/* After deleting the account (issue 31). */}
      <Route path="/goodbye" element={page(<GoodbyePage />)} />
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
      <Route path="/helper-invitation" element={<ProtectedRoute>{page(<HelperInvitationPage />)}</ProtectedRoute>} />
      <Route path="/messages" element={<ProtectedRoute>{page(<MessagesPage />)}</ProtectedRoute>} />
      <Route path="/goals" element={<ProtectedRoute>{page(<GoalsPage />)}</ProtectedRoute>} />
      {/* After registering (issue 19 §8): interests and home town, then what is near. */}
      <Route path="/welcome" element={<ProtectedRoute>{page(<WelcomePage />)}</ProtectedRoute>} />
      <Route path="/join" element={<Navigate to="/auth?tab=register" replace />} />
      <Route path="/explore" element={<Navigate to="/communities" replace />} />
      {remotes.flatMap((remote) =>
        remote.prefixes.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoute key={remote.name} remote={remote} basePath={prefix} />} />
        )),
      )}
      <Route path="*" element={registry.isPending ? <PageSpinner page /> : <NotFoundPage />} />
    </Routes>
  );
}

export { ProtectedRoute };
