import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDay } from '@afterwork/ui/dates';
import { api, errorText, notifySuccess, notifyError } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { DATA_EXPORT_DAYS, type DataExport } from '@afterwork/contracts/safety';


/** Settings → Download my data (issue 21): ask for a copy; while it is prepared the card checks every few seconds. */
export function DataExportCard() {
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: queryKeys.users.dataExports,
    queryFn: () => api.get<DataExport[]>(apiPaths.dataExports),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 3000 : false),
  });
  const ask = useMutation({
    mutationFn: () => api.post<DataExport>(apiPaths.dataExports, {}),
    onSuccess: () => {
      notifySuccess('We are preparing your data', 'This usually takes under a minute. We will also email you when it is ready.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.dataExports });
    },
    onError: (err) => notifyError('Not started', errorText(err)),
  });
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
                <Button type="primary" size="large" href={`${apiPaths.dataExportDownload(latest.id)}?format=html`} download>
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
