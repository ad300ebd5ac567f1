import { useEffect } from 'react';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { useSession } from '@afterwork/shell-sdk';
import { firstNameOf } from '../profile/public';
import { BookingsCard } from './bookings-card';
import { GoalCard } from './goal-card';
import { InterestsCard } from './interests-card';
import { LatestResultsCard } from './latest-results-card';
import { MentorCard } from './mentor-card';
import { MyCommunitiesCard, MyGroupsCard } from './my-places-card';
import { NextActivitiesCard } from './next-activities-card';
import { RecommendedResourcesCard } from './recommended-resources-card';
import { useActingFor } from '../../layout/helping';

/** The member dashboard (spec part 2 §2.10), for the signed-in member (the route is protected). */
export default function DashboardPage() {
  const { user } = useSession();
  // A helper acting for her (issue 34) sees her plans, never her results, goals or profile choices.
  const helping = !!useActingFor();
  useEffect(() => {
    document.title = 'Dashboard | Afterwork';
  }, []);
  if (!user) return <PageSpinner />;
  return (
    <div className="aw-member aw-stack">
      <header className="aw-spread">
        <div>
          <h1>Welcome back, {firstNameOf(user.name) || 'Member'}!</h1>
          <p className="aw-lead" style={{ margin: 0 }}>Here is what is happening for you on Afterwork.</p>
        </div>
        {!helping && (
          <LinkButton to="/ai-guidance" type="primary" size="large">
            AI Guidance
          </LinkButton>
        )}
      </header>
      {/* Issue 31: what she comes back for first (her dates, her checks), then her groups and communities. */}
      <div className="aw-dash-two">
        <NextActivitiesCard userId={user.id} />
        {!helping && <LatestResultsCard />}
      </div>
      <div className="aw-dash-two">
        <MyGroupsCard userId={user.id} />
        <MyCommunitiesCard userId={user.id} />
      </div>
      <BookingsCard userId={user.id} />
      <RecommendedResourcesCard />
      <div className="aw-dash-two">
        {!helping && <GoalCard userId={user.id} />}
        <MentorCard interests={user.interests ?? []} viewerId={user.id} />
      </div>
      {!helping && <InterestsCard key={user.id} user={user} />}
    </div>
  );
}
