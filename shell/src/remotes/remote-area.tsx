import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import type { RemoteEntry } from '@afterwork/contracts/registry';
import { PageSpinner } from '@afterwork/ui/states';
import { loadRemoteRoutes } from './federation';

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

class RemoteBoundary extends Component<{ remote: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn(JSON.stringify({ event: 'remote_render_failed', remote: this.props.remote, message: (error as Error)?.message }));
  }
  render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Layer three of three: one error boundary per remote area. React.lazy caches a rejected load,
 * so 'Try again' makes a new lazy component and re-keys the boundary.
 */
export function RemoteArea({ remote, basePath }: { remote: RemoteEntry; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(
    () => lazy(async () => ({ default: await loadRemoteRoutes(remote) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a registry refetch hands a new but equal `remote`: only its name, its entry or a retry make a new lazy component
    [remote.name, remote.entry, attempt],
  );
  return (
    <RemoteBoundary key={attempt} remote={remote.name} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Routes basePath={basePath} />
      </Suspense>
    </RemoteBoundary>
  );
}
