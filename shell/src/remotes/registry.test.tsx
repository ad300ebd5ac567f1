import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@afterwork/ui/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

let served = '1.0.0';
const mockApiRequest = jest.fn(async () => ({ remotes: [{ name: 'mf_groups', prefixes: ['/groups'], version: served, entry: `/remotes/mf-groups/${served}/mf-manifest.json` }] }));
jest.mock('@afterwork/shell-sdk', () => ({ ...jest.requireActual('@afterwork/shell-sdk'), apiRequest: () => mockApiRequest() }));

import { useRemoteRegistry } from './registry';

let navigate: (to: string) => void = () => {};
function Probe() {
  navigate = useNavigate();
  const registry = useRemoteRegistry();
  return <output>{registry.data?.remotes[0]?.version ?? 'none'}</output>;
}

it('asks for the registry again on every navigation, so a promote reaches an open page on its next navigation', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/groups']}>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('1.0.0')).toBeInTheDocument();
  expect(mockApiRequest).toHaveBeenCalledTimes(1);
  served = '2.0.0';
  act(() => navigate('/communities'));
  expect(await screen.findByText('2.0.0')).toBeInTheDocument();
  expect(mockApiRequest).toHaveBeenCalledTimes(2);
});
