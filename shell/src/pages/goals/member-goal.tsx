import type { ReactNode } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import type { Goal } from '@afterwork/contracts/goals';
import { GoalTracker, daysText } from './goal-tracker';
import { useCheckIn } from './api/goals-mutations';

/**
 * A goal card's buttons: 'Complete today' (one check-in on the member's local day; 'Done for today' once it is in),
 * then the place's own action (the home page's and the dashboard's 'View details', the goals page's 'Remove goal').
 */
function GoalActions({ goal, children }: { goal: Goal; children?: ReactNode }) {
  const checkIn = useCheckIn();
  return (
    <>
      <Button type="primary" size="large" disabled={goal.checkedInToday} loading={checkIn.isPending} onClick={() => checkIn.mutate(goal.id)}>
        {goal.checkedInToday ? 'Done for today' : 'Complete today'}
      </Button>
      {children}
    </>
  );
}

/** A member's own goal on the tracker: its day, week, progress and streak, with {@link GoalActions}. */
export function MemberGoalTracker({ goal, actions, headingId, flat, children }: {
  goal: Goal;
  /** The place's own action beside 'Complete today'. */
  actions?: ReactNode;
  headingId?: string;
  flat?: boolean;
  children?: ReactNode;
}) {
  return (
    <GoalTracker
      headingId={headingId}
      flat={flat}
      title={goal.title}
      pill={`Day ${goal.dayNumber} of ${goal.targetDays}`}
      week={goal.week}
      progress={goal.progress}
      streakLabel="Current streak"
      streakValue={daysText(goal.streak)}
      actions={<GoalActions goal={goal}>{actions}</GoalActions>}
    >
      {children}
    </GoalTracker>
  );
}
