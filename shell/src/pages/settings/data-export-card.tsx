import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDay, viewerTimeZone } from '@afterwork/ui/dates';
import { errorText } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { DATA_EXPORT_DAYS } from '@afterwork/contracts/safety';
import { dataExportsQuery } from './api/settings-queries';
import { useAskDataExport } from './api/settings-mutations';


/** Settings → Download my data (issue 21): ask for a copy; while it is prepared the card checks every few seconds. */
export function DataExportCard() {
  const exports = useQuery(dataExportsQuery());
  const ask = useAskDataExport();
  const latest = exports.data?.[0];
  return (
    <section className="aw-panel" aria-labelledby="export-title">
      <h2 id="export-title">Download my data</h2>
      <p>
        Get a copy of everything Afterwork holds on you: your profile, groups and communities, activities you answered, goals, assessment results,
        reservations, reports you made and notifications. You get a file for other programs (JSON) and a page you can read. Each copy is kept for{' '}
        {DATA_EXPORT_DAYS} days.
      </p>
      {exports.isPending ? (
        <PageSpinner />
      ) : exports.isError ? (
        <p role="alert">We could not load your copies. {errorText(exports.error)}</p>
      ) : (
        <div className="aw-stack" aria-live="polite">
          {latest?.status === 'pending' && <p><strong>We are preparing your data.</strong> This page updates by itself.</p>}
          {latest?.status === 'failed' && <p role="alert">We could not prepare your last copy. Please ask again.</p>}
          {latest?.status === 'ready' && (
            <div>
              <p>
                <strong>Your copy from {formatDay(latest.readyAt!)} is ready.</strong> It is kept until {formatDay(latest.expiresAt!)}.
              </p>
              <div className="aw-row">
                <Button type="primary" size="large" href={`${apiPaths.dataExportDownload(latest.id)}?format=html&tz=${encodeURIComponent(viewerTimeZone())}`} download>
                  Download the readable page
                </Button>
                <Button size="large" href={`${apiPaths.dataExportDownload(latest.id)}?format=json`} download>
                  Download the data file (JSON)
                </Button>
              </div>
            </div>
          )}
          {latest?.status !== 'pending' && (
            <div>
              <Button size="large" onClick={() => ask.mutate()} loading={ask.isPending} disabled={ask.isPending}>
                {latest ? 'Prepare a new copy' : 'Prepare a copy of my data'}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
