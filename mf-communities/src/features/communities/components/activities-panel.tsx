import { lazy, Suspense, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { isUpcoming } from '@afterwork/ui/dates';
import { useSession } from '@afterwork/shell-sdk';
import type { Community, CommunityActivity } from '@afterwork/contracts/communities';
import { ActivityItem } from './activity-item';
import { PanelError, type QueryState } from './panel-error';

const SuggestActivityDialog = lazy(() => import('./suggest-activity-dialog'));

/** 'Upcoming Activities', each with the member's answer; members may suggest one to the leads. */
export function ActivitiesPanel({ community, query }: { community: Community; query: QueryState<CommunityActivity[]> }) {
  const session = useSession();
  const [suggesting, setSuggesting] = useState(false);
  const upcoming = (query.data ?? []).filter((a) => isUpcoming(a));
  const member = !!community.myMembership;
  const suggest = session.user && (
    <>
      <Button size="large" onClick={() => setSuggesting(true)} type={upcoming.length ? 'default' : 'primary'}>
        Suggest an activity
      </Button>
      {suggesting && (
        <Suspense fallback={<p role="status">Opening...</p>}>
          <SuggestActivityDialog communityId={community.id} onClose={() => setSuggesting(false)} />
        </Suspense>
      )}
    </>
  );
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
          {session.user && <p>Have an idea? Suggest an activity and the community leads will see it.</p>}
          {suggest}
        </div>
      ) : (
        <>
          {session.user && !member && <p className="cm-join-hint">Join this community to say whether you are going.</p>}
          <ul className="cm-activities">
            {upcoming.map((a) => (
              <ActivityItem key={a.id} activity={a} canAnswer={member} />
            ))}
          </ul>
          {session.user && <div className="cm-suggest-row">{suggest}</div>}
        </>
      )}
    </section>
  );
}
