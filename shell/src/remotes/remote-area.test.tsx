import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { RemoteEntry } from '@afterwork/contracts/registry';
import { renderWithShell } from '../test/render';

// The MF runtime, as the shell sees it: the shell provides shell-sdk 1.0.0 and react 19.3.1.
const loaded: Record<string, (props: { basePath: string }) => ReactElement> = {};
const mockLoadRemote = jest.fn();
/** The entry each remote is registered with (the runtime keeps it across renders, like federation.ts does). */
const mockRegistered: Record<string, string> = {};
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn((list: Array<{ name: string; entry: string }>) => list.forEach((r) => (mockRegistered[r.name] = r.entry))),
  loadRemote: (...args: unknown[]) => mockLoadRemote(...args),
  satisfy: jest.requireActual('@module-federation/runtime').satisfy,
  getInstance: () => ({
    options: { name: 'shell', shared: { '@afterwork/shell-sdk': [{ version: '1.0.0', from: 'shell' }], react: [{ version: '19.3.1', from: 'shell' }] } },
  }),
}));
const mockApiRequest = jest.fn().mockResolvedValue(undefined);
jest.mock('@afterwork/shell-sdk', () => ({ ...jest.requireActual('@afterwork/shell-sdk'), apiRequest: (...args: unknown[]) => mockApiRequest(...args) }));

import { RemoteArea } from './remote-area';
import { compatibilityPlugin, incompatibleRemoteError } from './compatibility-plugin';
import { registerRemotes } from '@module-federation/enhanced/runtime';

const v1 = { version: '1.0.0', entry: '/remotes/mf-groups/1.0.0/mf-manifest.json', needs: { '@afterwork/shell-sdk': '^1.0.0' } };
const v2 = { version: '2.0.0', entry: '/remotes/mf-groups/2.0.0/mf-manifest.json', needs: { '@afterwork/shell-sdk': '^1.0.0' } };
const entry = (over: Partial<RemoteEntry> = {}): RemoteEntry => ({ name: 'mf_groups', prefixes: ['/groups'], ...v2, fallback: v1, ...over });

/** The remote's routes component of whichever version the runtime was last registered with. */
function serveVersions(behaviour: Record<string, 'ok' | 'load' | 'mount'>) {
  mockLoadRemote.mockImplementation(async () => {
    const url = mockRegistered.mf_groups;
    const version = /\/(\d+\.\d+\.\d+)\//.exec(url)?.[1] ?? 'bundled';
    if (behaviour[version] === 'load') throw new Error(`RUNTIME-008: ${version} failed to load`);
    loaded[version] = () => {
      if (behaviour[version] === 'mount') throw new Error(`${version} throws while mounting`);
      return <h1>Groups {version}</h1>;
    };
    return { default: loaded[version] };
  });
}

beforeEach(() => {
  sessionStorage.clear();
  mockLoadRemote.mockReset();
  mockApiRequest.mockClear();
  (registerRemotes as jest.Mock).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** Falling back renders twice and loads again: generous on a busy machine. */
const WAIT = { timeout: 8000 };

const reports = () => mockApiRequest.mock.calls.filter(([path]) => path === '/api/remotes/failures').map(([, o]) => o.body);

describe('RemoteArea: the shell protects itself from a bad remote version', () => {
  it('loads the version the registry names for this session', async () => {
    serveVersions({ '2.0.0': 'ok' });
    renderWithShell(<RemoteArea remote={entry()} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'Groups 2.0.0' }, WAIT)).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf_groups"]')?.getAttribute('data-remote-version')).toBe('2.0.0');
    expect(reports()).toEqual([]);
  });

  it('a version that throws while mounting: the session falls back to the last good one, and the failure is reported once', async () => {
    serveVersions({ '2.0.0': 'mount', '1.0.0': 'ok' });
    const { unmount } = renderWithShell(<RemoteArea remote={entry()} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'Groups 1.0.0' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/temporarily unavailable/)).not.toBeInTheDocument();
    expect(reports()).toEqual([{ remote: 'mf_groups', version: '2.0.0', stage: 'mount', message: '2.0.0 throws while mounting' }]);
    unmount();
    // The next visit in this session goes straight to the last good version.
    mockLoadRemote.mockClear();
    renderWithShell(<RemoteArea remote={entry()} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'Groups 1.0.0' }, WAIT)).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(reports()).toHaveLength(1);
  });

  it('a version that fails to load falls back too (stage load)', async () => {
    serveVersions({ '2.0.0': 'load', '1.0.0': 'ok' });
    renderWithShell(<RemoteArea remote={entry()} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'Groups 1.0.0' }, WAIT)).toBeInTheDocument();
    expect(reports()).toEqual([expect.objectContaining({ version: '2.0.0', stage: 'load' })]);
  });

  it('a version needing a newer shell SDK than this shell provides is never fetched: the last good one is, with a logged reason', async () => {
    serveVersions({ '1.0.0': 'ok' });
    renderWithShell(<RemoteArea remote={entry({ needs: { '@afterwork/shell-sdk': '^1.1.0' } })} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'Groups 1.0.0' }, WAIT)).toBeInTheDocument();
    expect(mockRegistered.mf_groups).toContain('/1.0.0/');
    expect((registerRemotes as jest.Mock).mock.calls.some((c) => c[0][0].entry.includes('/2.0.0/'))).toBe(false);
    expect(reports()).toEqual([
      { remote: 'mf_groups', version: '2.0.0', stage: 'incompatible', message: 'needs what this shell does not provide: @afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0' },
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"event":"remote_version_failed"'));
  });

  it('with no earlier version: a version this shell cannot run asks for a reload, a broken one offers Try again', async () => {
    mockLoadRemote.mockRejectedValue(incompatibleRemoteError('mf_groups', ['@afterwork/shell-sdk ^2.0.0: the shell provides 1.0.0']));
    const { unmount } = renderWithShell(<RemoteArea remote={entry({ fallback: undefined })} basePath="/groups" />);
    expect(await screen.findByRole('heading', { name: 'This part of the site has been updated' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1); // not retried
    unmount();
    serveVersions({ '2.0.0': 'mount' });
    renderWithShell(<RemoteArea remote={entry({ fallback: undefined })} basePath="/groups" />);
    expect(await screen.findByRole('button', { name: 'Try again' }, WAIT)).toBeInTheDocument();
  });
});

describe('the compatibility runtime plugin', () => {
  const manifest = (range: string, own = false) => ({
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1', assets: { js: { sync: ['r.js'], async: [] } } },
      { name: '@afterwork/shell-sdk', version: '1.1.0', singleton: !own, requiredVersion: range, assets: { js: { sync: own ? ['sdk.js'] : [], async: [] } } },
    ],
  });
  const run = (m: object) =>
    (compatibilityPlugin().loadRemoteSnapshot as (a: object) => Promise<unknown>)({
      from: 'manifest',
      manifestJson: m,
      moduleInfo: { name: 'mf_groups' },
      options: { name: 'shell', shared: { '@afterwork/shell-sdk': [{ version: '1.0.0', from: 'shell' }], react: [{ version: '19.3.1', from: 'shell' }] } },
    });

  it("reads the remote's mf-manifest.json and refuses a version whose shared ranges the shell does not meet", async () => {
    await expect(run(manifest('^1.0.0'))).resolves.toBeTruthy();
    await expect(run(manifest('^1.1.0'))).rejects.toThrow('mf_groups needs what this shell does not provide: @afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0');
    // A package it brings its own copy of (not a singleton) is not a need.
    await expect(run(manifest('^1.1.0', true))).resolves.toBeTruthy();
  });
});
