import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@afterwork/ui/antd-display';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDateTime } from '@afterwork/ui/dates';
import type { RemoteReleaseStatus } from '@afterwork/contracts/registry-document';
import { AdminNav } from '../../../common/admin-nav';
import { AdminLoadError } from '../../../common/admin-load-error';
import { releasesQuery } from '../api/releases-queries';

const STAGES: Record<string, string> = { load: 'failed to load', mount: 'threw while mounting', incompatible: 'needs a newer shell' };

function RemoteCard({ remote }: { remote: RemoteReleaseStatus }) {
  const titleId = `release-${remote.name}`;
  return (
    <Card className="aw-admin-release">
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{remote.name}</h2>
        <dl className="aw-admin-release-state">
          <dt>Current</dt>
          <dd>{remote.current}</dd>
          <dt>Canary</dt>
          <dd>{remote.canary ? `${remote.canary.version} for ${remote.canary.percent}% of sessions` : 'none'}</dd>
          <dt>Rollback to</dt>
          <dd>{remote.previous[0] ?? 'nothing earlier'}</dd>
        </dl>
        <h3>Failures in browsers</h3>
        {remote.failures.length === 0 ? (
          <p>None reported.</p>
        ) : (
          <table className="aw-admin-release-failures">
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">What happened</th>
                <th scope="col">Sessions</th>
                <th scope="col">Last</th>
                <th scope="col">Last message</th>
              </tr>
            </thead>
            <tbody>
              {remote.failures.map((f) => (
                <tr key={`${f.version}:${f.stage}`}>
                  <td>{f.version}</td>
                  <td>{STAGES[f.stage] ?? f.stage}</td>
                  <td>{f.count}</td>
                  <td>
                    <time dateTime={f.lastAt}>{formatDateTime(f.lastAt)}</time>
                  </td>
                  <td className="aw-admin-release-message">{f.lastMessage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {remote.history.length > 0 && (
          <>
            <h3>Recent changes</h3>
            <ol className="aw-audit-list">
              {remote.history.slice(0, 5).map((e) => (
                <li key={`${e.at}:${e.action}:${e.version}`}>
                  <span>
                    {e.action} {e.version}
                    {e.from ? ` (was ${e.from})` : ''}
                    {e.percent ? ` for ${e.percent}%` : ''}
                  </span>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </Card>
  );
}

/**
 * /admin/releases: what each remote runs (current, canary, rollback target), how its versions fare in browsers
 * (failures reported by the shell, per version and stage) and its last release events. Read-only: releases are
 * made with `pnpm remote:publish | canary | promote | rollback` (docs/deploy.md).
 */
export default function AdminReleasesPage() {
  const releases = useQuery(releasesQuery());
  useEffect(() => {
    document.title = 'Remote releases · Admin · Afterwork';
  }, []);
  return (
    <section className="aw-page aw-admin" aria-labelledby="admin-releases-title">
      <AdminNav />
      <h1 id="admin-releases-title">Remote releases</h1>
      {releases.isPending ? (
        <PageSpinner label="Loading releases..." />
      ) : releases.isError ? (
        <AdminLoadError />
      ) : (
        releases.data.remotes.map((r) => <RemoteCard key={r.name} remote={r} />)
      )}
    </section>
  );
}
