import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorText, notifyError, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { Helping } from '@afterwork/contracts/helpers';

/**
 * A trusted helper (issue 34 item 1), the shell's side: whom the signed-in member helps and whom this browser acts
 * for now. While acting, `/api/user` answers the member helped, so the pages show her plans; the server decides what
 * the helper may do (the helper gate); these parts only say so plainly and offer the way back.
 */
export const helpingQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.users.helping(userId ?? 0),
    queryFn: () => api.get<Helping>(apiPaths.helping),
    enabled: !!userId,
    staleTime: 60_000,
  });

/** Whom this browser acts for now (null: the own account, or not yet known). */
export function useActingFor(): Helping['actingFor'] {
  const { user } = useSession();
  return useQuery(helpingQuery(user?.id)).data?.actingFor ?? null;
}

/** Starts or ends acting for a member, then loads the site afresh: nothing of the other account stays on screen. */
export async function switchAccount(memberId: number | null, to = '/dashboard'): Promise<void> {
  if (memberId == null) await api.delete(apiPaths.actingFor);
  else await api.put(apiPaths.actingFor, { memberId });
  window.location.assign(to);
}

/** The banner on every page while a helper acts for a member: who she is helping, and the way back. */
export function HelpingBanner() {
  const acting = useActingFor();
  const [pending, setPending] = useState(false);
  if (!acting) return null;
  const back = () => {
    setPending(true);
    switchAccount(null).catch((err: unknown) => {
      setPending(false);
      notifyError('Still helping', errorText(err));
    });
  };
  return (
    <div className="aw-helping-banner" role="region" aria-label="Helping">
      <p>
        <strong>You are helping {acting.name}</strong>
        <span aria-hidden="true"> — </span>
        <button type="button" className="aw-helping-back" onClick={back} disabled={pending} aria-busy={pending}>
          {pending ? 'Going back...' : 'back to your own account'}
        </button>
      </p>
    </div>
  );
}
