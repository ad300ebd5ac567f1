import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@afterwork/ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteReleasesResponse } from '@afterwork/contracts/registry-document';
import AdminReleasesPage from './admin-releases-page';

const answer: RemoteReleasesResponse = {
  source: '/data/remotes/registry.json',
  revision: 'abc',
  remotes: [
    {
      name: 'mf_groups',
      prefixes: ['/groups'],
      current: '1.0.0',
      previous: ['bundled'],
      canary: { version: '2.1.0', percent: 10 },
      versions: [],
      history: [{ at: '2026-11-25T04:00:00.000Z', action: 'canary', version: '2.1.0', percent: 10 }],
      failures: [{ version: '2.1.0', stage: 'mount', count: 3, lastMessage: 'boom', firstAt: '2026-11-25T04:01:00.000Z', lastAt: '2026-11-25T04:02:00.000Z' }],
    },
    { name: 'mf_library', prefixes: ['/resources'], current: 'bundled', previous: [], versions: [], history: [], failures: [] },
  ],
};

beforeEach(() => {
  // jsdom has no Response: the smallest answer the shell SDK's client reads.
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => answer, text: async () => JSON.stringify(answer) });
});

it('shows what each remote runs and how its versions fare in browsers', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AdminReleasesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const groups = within((await screen.findByRole('heading', { name: 'mf_groups' }, { timeout: 5000 })).closest('section')!);
  expect(groups.getByText('2.1.0 for 10% of sessions')).toBeTruthy();
  expect(groups.getByText('bundled')).toBeTruthy();
  const row = groups.getByRole('row', { name: /2\.1\.0 threw while mounting 3/ });
  expect(within(row).getByText('boom')).toBeTruthy();
  expect(groups.getByText('canary 2.1.0 for 10%')).toBeTruthy();
  const library = within(screen.getByRole('heading', { name: 'mf_library' }).closest('section')!);
  expect(library.getByText('None reported.')).toBeTruthy();
  expect(library.getByText('nothing earlier')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Remote releases' })).toBeTruthy();
});
