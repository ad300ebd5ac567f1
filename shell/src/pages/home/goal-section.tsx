import { useNavigate } from '@afterwork/ui/router';
import { useSession } from '@afterwork/shell-sdk';
import type { Goal } from '@afterwork/contracts/goals';
import { Button } from '@afterwork/ui/antd-base';
import { useQuery } from '@tanstack/react-query';
import { GoalTracker, MemberGoalTracker, currentGoal, myGoalsQuery } from '../goals/public';

// Spec part 1 §2 'Home': the example a visitor sees ('Daily Meditation Practice', day 17 of 30, 3 days done).
const DEMO_WEEK = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((weekday, i) => ({
  weekday,
  state: i < 3 ? ('done' as const) : ('upcoming' as const),
}));

function DemoGoal({ onComplete, onDetails }: { onComplete: () => void; onDetails: () => void }) {
  return (
    <GoalTracker
      title="Daily Meditation Practice"
      pill="Day 17 of 30"
      week={DEMO_WEEK}
      progress={56}
      streakLabel="Weekly streak"
      streakValue="3 days"
      actions={
        <>
          <button type="button" className="aw-btn aw-btn-primary" onClick={onComplete}>Complete today</button>
          <button type="button" className="aw-btn aw-btn-outline" onClick={onDetails}>View details</button>
        </>
      }
    />
  );
}

function MemberGoal({ goal }: { goal: Goal }) {
  const navigate = useNavigate();
  return (
    <MemberGoalTracker goal={goal} actions={<Button size="large" onClick={() => navigate('/goals')}>View details</Button>}>
      {goal.checkedInToday && <p className="aw-goal-note" role="status">Today is done. Come back tomorrow to keep your streak going.</p>}
    </MemberGoalTracker>
  );
}

/**
 * 'Track your goals, one day at a time'. A visitor sees the spec's example and every button leads to sign in
 * (then on to the goals page); a member sees their current goal and checks in here, or the example and an
 * invitation to start one.
 */
export function GoalSection() {
  const { user } = useSession();
  const navigate = useNavigate();
  const mine = useQuery(myGoalsQuery(user?.id));
  const goal = currentGoal(mine.data);
  // Members go to the goals page; visitors sign in first and land there afterwards.
  const go = (to: string) => (user ? navigate(to) : navigate('/auth', { state: { from: to } }));
  return (
    <section className="aw-section aw-section-alt" aria-labelledby="aw-goals-title">
      <div className="aw-container aw-two-up aw-align-center">
        <div>
          <h2 id="aw-goals-title">Track your goals, one day at a time</h2>
          <p className="aw-lead">
            {goal
              ? 'Here is your current goal. Tick off today and watch your streak grow.'
              : 'Set a goal that matters to you, tick off each day and watch your streak grow. Here is an example of what it looks like.'}
          </p>
          <div className="aw-button-row">
            <button type="button" className="aw-btn aw-btn-primary" onClick={() => go('/goals#new')}>Start a new goal</button>
            <button type="button" className="aw-btn aw-btn-outline" onClick={() => go('/goals#templates')}>Browse templates</button>
          </div>
        </div>
        {goal ? <MemberGoal goal={goal} /> : <DemoGoal onComplete={() => go('/goals#templates')} onDetails={() => go('/goals')} />}
      </div>
    </section>
  );
}
