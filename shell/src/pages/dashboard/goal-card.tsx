import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { CONSISTENCY_BADGE, CONSISTENCY_STREAK } from '@afterwork/contracts/goal-templates';
import { useQuery } from '@tanstack/react-query';
import { MemberGoalTracker, currentGoal, daysText, myGoalsQuery } from '../goals/public';

/**
 * 'Your Current Goal' (spec part 2 §2.10): the member's own goal, its week, progress and streak, and the
 * 'Consistency Champion' badge (earned for real by a week in a row), or an invitation to start one.
 */
export function GoalCard({ userId }: { userId: number }) {
  const mine = useQuery(myGoalsQuery(userId));
  const goal = currentGoal(mine.data);
  const earned = mine.data?.badges.some((b) => b.name === CONSISTENCY_BADGE);
  const badge = <span className="aw-badge">{CONSISTENCY_BADGE}</span>;
  return (
    <section className="aw-panel" aria-labelledby="dash-goal">
      <h2 id="dash-goal">Your Current Goal</h2>
      {mine.isPending ? (
        <PageSpinner label="Loading your goal..." />
      ) : mine.isError ? (
        <p>Your goal could not be loaded just now. Please try again later.</p>
      ) : !goal ? (
        <>
          <p>You have no goal yet. Start one from a template, such as the 7-Day Connection Challenge, or set your own, and check in once a day.</p>
          <p>{earned ? <>Badge earned: {badge}</> : <>Check in {CONSISTENCY_STREAK} days in a row to earn the {badge} badge.</>}</p>
          <LinkButton to="/goals" type="primary" size="large">Start a new goal</LinkButton>
        </>
      ) : (
        <MemberGoalTracker goal={goal} headingId="dash-goal-title" flat actions={<LinkButton to="/goals" size="large">View details</LinkButton>}>
          <p className="aw-goal-note">{goal.checkIns} of {goal.targetDays} days done.</p>
          <p className="aw-goal-note">
            {earned ? (
              <>Badge earned: {badge}</>
            ) : (
              <>
                Badge on the way: {badge} ({daysText(Math.max(0, CONSISTENCY_STREAK - goal.streak))} in a row to go)
              </>
            )}
          </p>
        </MemberGoalTracker>
      )}
    </section>
  );
}
