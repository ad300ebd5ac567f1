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
      <Route path="/join" element={<Navigate to="/auth?tab=register" replace />} />
      <Route path="/explore" element={<Navigate to="/communities" replace />} />
      {remotes.flatMap((remote) =>
        remote.prefixes.map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<RemoteRoute remote={remote} basePath={prefix} />} />
        )),
      )}
      <Route path="*" element={registry.isPending ? <PageSpinner /> : <NotFoundPage />} />
    </Routes>
  );
}

export { ProtectedRoute };
