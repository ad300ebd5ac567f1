import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@afterwork/ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionQueryKey } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { Toaster } from '@afterwork/ui/toaster';

export const member: CurrentUser = {
  id: 7,
  username: 'ann',
  name: 'Ann Example',
  email: 'ann@example.com',
  avatar: null,
  bio: null,
  location: null,
  profession: null,
  interests: [],
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const admin: CurrentUser = { ...member, id: 1, username: 'admin', name: 'Ada Admin', role: 'admin' };

/** Shows where the router is, so tests can check navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` inside the shell's providers, with the session already known (a user, or signed out). */
export function renderWithShell(
  ui: ReactElement,
  {
    user = null,
    loading = false,
    path = '/',
    routePath = '*',
    state,
  }: { user?: CurrentUser | null; loading?: boolean; path?: string; routePath?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (!loading) queryClient.setQueryData(sessionQueryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
        <Routes>
          <Route path={routePath} element={<>{ui}<LocationProbe /></>} />
          {routePath !== '*' && <Route path="*" element={<LocationProbe />} />}
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch answer (jsdom has no Response): what the api client reads of one. */
export const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as unknown as Response);
