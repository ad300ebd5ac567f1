import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import type { RemoteEntry } from '@afterwork/contracts/registry';
import type { RemoteRoutesComponent } from '@afterwork/shell-sdk';
import { PageSpinner } from '@afterwork/ui/states';
import { loadRemoteRoutes } from './federation';
import { isIncompatible } from './compatibility-plugin';
import { chooseVersion, recordFailure } from './version-choice';

/** What a visitor sees when a part of the site cannot load: the rest of the site keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="aw-remote-fallback">
      <h2>This part of the site is temporarily unavailable</h2>
      <p>Everything else still works. Please try again in a moment.</p>
      <Button type="primary" size="large" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A version this shell cannot run, and no earlier one to fall back to: reloading gets the newest shell. */
export function RemoteNeedsNewerSite() {
  return (
    <div role="alert" className="aw-remote-fallback">
      <h2>This part of the site has been updated</h2>
      <p>It needs a newer version of Afterwork than the one open in this tab. Everything else still works.</p>
      <Button type="primary" size="large" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}

class RemoteBoundary extends Component<
  { remote: string; onError: (error: unknown) => void; fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(JSON.stringify({ event: 'remote_render_failed', remote: this.props.remote, message: (error as Error)?.message }));
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Loading this version failed (stage 'load', or 'incompatible' when the runtime plugin refused it). */
interface VersionLoadError extends Error {
  versionLoad: true;
  reason: unknown;
}
const versionLoadError = (reason: unknown): VersionLoadError =>
  Object.assign(new Error((reason as Error)?.message ?? String(reason)), { versionLoad: true as const, reason });
const isVersionLoadError = (err: unknown): err is VersionLoadError => !!err && typeof err === 'object' && (err as { versionLoad?: unknown }).versionLoad === true;

/**
 * One remote area: loads the version of the remote this session gets (version-choice.ts) and protects the shell
 * from it. A version that fails to load, is refused as incompatible or throws while mounting is recorded for this
 * session and reported to the API, and the area falls back to the remote's last good version when one exists;
 * otherwise it shows the friendly fallback (with 'Try again', or 'Reload the page' for a version this shell is
 * too old for). React.lazy caches a rejected load, so a retry makes a new lazy component and re-keys the boundary.
 */
export function RemoteArea({ remote, basePath }: { remote: RemoteEntry; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  // Bumped when a version fails: the choice is made again (the failed version is now remembered).
  const [generation, setGeneration] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- chosen again when the registry names another version, on a retry, or after a failure
  const choice = useMemo(() => chooseVersion(remote), [remote.name, remote.version, remote.entry, remote.fallback?.version, attempt, generation]);
  const version = choice.ref.version;
  const Routes = useMemo(
    () =>
      lazy(async (): Promise<{ default: RemoteRoutesComponent }> => {
        try {
          return { default: await loadRemoteRoutes(remote.name, choice.ref) };
        } catch (err) {
          throw versionLoadError(err);
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a registry refetch hands a new but equal `remote`: only the chosen version's entry or a retry make a new lazy component
    [remote.name, choice.ref.entry, attempt, generation],
  );

  const onError = (error: unknown) => {
    const loadError = isVersionLoadError(error) ? error : null;
    const cause = loadError ? loadError.reason : error;
    const stage = isIncompatible(cause) ? 'incompatible' : loadError ? 'load' : 'mount';
    recordFailure(remote.name, version, stage, (cause as Error)?.message ?? String(cause), choice.fallback?.version);
    if (choice.fallback) setGeneration((n) => n + 1);
  };

  return (
    <div data-remote={remote.name} data-remote-version={version} style={{ display: 'contents' }}>
      <RemoteBoundary
        key={`${attempt}:${generation}`}
        remote={remote.name}
        onError={onError}
        fallback={(error) =>
          choice.fallback ? <PageSpinner page /> : isVersionLoadError(error) && isIncompatible(error.reason) ? <RemoteNeedsNewerSite /> : <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />
        }
      >
        <Suspense fallback={<PageSpinner page />}>
          <Routes basePath={basePath} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
