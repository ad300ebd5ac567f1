import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@afterwork/ui/router';
import { Button } from '@afterwork/ui/antd-base';
import { formatMonthYear } from '@afterwork/ui/dates';
import { api, errorText, notifyError, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { WARNING_TITLE, warningBody, type MemberWarning } from '@afterwork/contracts/safety-words';

/**
 * A moderator's warning, shown to the warned member at the top of every page until they say they have read it
 * (issue 21). Members with none see nothing; visitors ask nothing.
 */
export function ModerationNotice() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = queryKeys.users.warnings(user?.id ?? 0);
  const warnings = useQuery({
    queryKey: key,
    queryFn: () => api.get<MemberWarning[]>(apiPaths.myWarnings),
    enabled: !!user,
    staleTime: 60_000,
  });
  const read = useMutation({
    mutationFn: (id: number) => api.post<{ ok: true }>(apiPaths.warningRead(id), {}),
    onSuccess: (_res, id) => queryClient.setQueryData<MemberWarning[]>(key, (list) => (list ?? []).filter((w) => w.id !== id)),
    onError: (err) => notifyError('Not saved', errorText(err)),
  });
  const warning = user ? warnings.data?.[0] : undefined;
  if (!warning) return null;
  return (
    <section className="aw-moderation-notice" role="alert" aria-labelledby="moderation-notice-title">
      <h2 id="moderation-notice-title">{WARNING_TITLE}</h2>
      <p>{warningBody(warning.reason)}</p>
      <p className="aw-muted">Given in {formatMonthYear(warning.createdAt)}.</p>
      <div className="aw-row">
        <Link to="/community-guidelines" className="aw-notice-link">Read the Community Guidelines</Link>
        <Button type="primary" size="large" onClick={() => read.mutate(warning.id)} loading={read.isPending} disabled={read.isPending}>
          I have read this
        </Button>
      </div>
    </section>
  );
}
