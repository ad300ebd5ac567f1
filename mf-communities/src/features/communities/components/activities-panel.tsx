import { lazy, Suspense, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { isUpcoming } from '@afterwork/ui/dates';
import { useSession } from '@afterwork/shell-sdk';
import type { CommunityActivity } from '@afterwork/contracts/communities';
import { ActivityItem } from './activity-item';
import { PanelError, type QueryState } from './panel-error';

const SuggestActivityDialog = lazy(() => import('./suggest-activity-dialog'));

/** 'Upcoming Activities'; with none, members may suggest one to the leads. */
export function ActivitiesPanel({ communityId, query }: { communityId: number; query: QueryState<CommunityActivity[]> }) {
  const session = useSession();
  const [suggesting, setSuggesting] = useState(false);
  const upcoming = (query.data ?? []).filter((a) => isUpcoming(a));
  return (
    <section className="cm-panel" aria-labelledby="cm-activities">
      <h2 id="cm-activities">Upcoming Activities</h2>
      {query.isPending ? (
        <p role="status">Loading activities...</p>
      ) : query.isError ? (
        <PanelError what="activities" query={query} />
      ) : upcoming.length === 0 ? (
        <div className="cm-empty-panel">
          <h3>No upcoming activities</h3>
          {session.user && (
            <>
              <p>Have an idea? Suggest an activity and the community leads will see it.</p>
              <Button type="primary" size="large" onClick={() => setSuggesting(true)}>
                Suggest an activity
              </Button>
              {suggesting && (
                <Suspense fallback={<p role="status">Opening...</p>}>
                  <SuggestActivityDialog communityId={communityId} onClose={() => setSuggesting(false)} />
                </Suspense>
              )}
            </>
          )}
        </div>
      ) : (
        <ul className="cm-activities">
          {upcoming.map((a) => (
            <ActivityItem key={a.id} activity={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
