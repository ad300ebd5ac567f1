import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from '@afterwork/ui/router';
import { Button } from '@afterwork/ui/antd-base';
import { ErrorState, PageSpinner } from '@afterwork/ui/states';
import { errorText, useSession } from '@afterwork/shell-sdk';
import { formatDay } from '@afterwork/ui/dates';
import { CONSISTENCY_BADGE, CONSISTENCY_STREAK, GOAL_TEMPLATES, MAX_ACTIVE_GOALS } from '@afterwork/contracts/goal-templates';
import type { Goal } from '@afterwork/contracts/goals';
import { daysText } from './goal-tracker';
import { useQuery } from '@tanstack/react-query';
import { useRemoveGoal, useStartGoal } from './api/goals-mutations';
import { myGoalsQuery } from './api/goals-queries';
import { MemberGoalTracker } from './member-goal';
import '../profile/member.css';

const OwnGoalForm = lazy(() => import('./own-goal-form'));
const EditGoalForm = lazy(() => import('./edit-goal-form'));

function ActiveGoal({ goal }: { goal: Goal }) {
  const remove = useRemoveGoal();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = `goal-${goal.id}`;
  const closeEdit = () => {
    setEditing(false);
    // Back to the button that opened the form, so a keyboard or screen reader user is not lost at the page's top.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <li aria-labelledby={headingId}>
      <MemberGoalTracker
        goal={goal}
        headingId={headingId}
        actions={
          <>
          <Button ref={editButton} size="large" aria-expanded={editing} aria-label={`Edit goal: ${goal.title}`} onClick={() => setEditing((v) => !v)}>
            Edit goal
          </Button>
          <Button
            size="large"
            danger
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove the goal '${goal.title}'? Its check-ins go with it; your badges stay.`)) remove.mutate(goal.id);
            }}
          >
            Remove goal
          </Button>
          </>
        }
      >
        {editing && (
          <Suspense fallback={<PageSpinner label="Opening the form..." />}>
            <EditGoalForm goal={goal} onDone={closeEdit} />
          </Suspense>
        )}
        {goal.description && <p className="aw-goal-note">{goal.description}</p>}
        <p className="aw-goal-note">
          {goal.checkIns} of {goal.targetDays} days done. Best streak: {daysText(goal.bestStreak)}.
          {goal.checkedInToday ? ' Today is done: come back tomorrow.' : ' Today is still open.'}
        </p>
      </MemberGoalTracker>
    </li>
  );
}

/** /goals: the member's goals (week, progress, streak, 'Complete today'), badges, templates and an own goal. */
export default function GoalsPage() {
  const { user } = useSession();
  const location = useLocation();
  const mine = useQuery(myGoalsQuery(user?.id));
  const start = useStartGoal();
  useEffect(() => {
    document.title = 'Your Goals | Afterwork';
  }, []);
  // '#templates' and '#new' (the home page's buttons) scroll to their section once it is there.
  useEffect(() => {
    if (!mine.data || !location.hash) return;
    document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [mine.data, location.hash]);

  if (mine.isPending) return <PageSpinner label="Loading your goals..." />;
  if (mine.isError) {
    return (
      <ErrorState
        title="Your goals could not be loaded"
        message={errorText(mine.error)}
        action={<Button size="large" onClick={() => void mine.refetch()}>Try again</Button>}
      />
    );
  }

  const active = mine.data.goals.filter((g) => g.status === 'active');
  const completed = mine.data.goals.filter((g) => g.status === 'completed');
  const badge = mine.data.badges.find((b) => b.name === CONSISTENCY_BADGE);
  const full = active.length >= MAX_ACTIVE_GOALS;

  return (
    <div className="aw-member aw-stack">
      <header>
        <h1>Your Goals</h1>
        <p className="aw-lead" style={{ margin: 0 }}>
          Check in once a day, on your own local day, and watch your streak grow.
        </p>
      </header>

      <section className="aw-panel" aria-labelledby="goals-current">
        <h2 id="goals-current">Current goals</h2>
        {active.length === 0 ? (
          <p>You have no goal yet. Start one from a template below, or set your own.</p>
        ) : (
          <ul className="aw-goal-list">
            {active.map((g) => (
              <ActiveGoal key={g.id} goal={g} />
            ))}
          </ul>
        )}
      </section>

      <section className="aw-panel" aria-labelledby="goals-badges">
        <h2 id="goals-badges">Badges</h2>
        {badge ? (
          <p>
            <span className="aw-goal-badge">{CONSISTENCY_BADGE}</span> earned on {formatDay(badge.earnedAt)}.
          </p>
        ) : (
          <p>
            Check in {CONSISTENCY_STREAK} days in a row on any goal to earn the <span className="aw-goal-badge">{CONSISTENCY_BADGE}</span> badge.
          </p>
        )}
      </section>

      <section className="aw-panel" id="templates" aria-labelledby="goals-templates">
        <h2 id="goals-templates">Goal templates</h2>
        {full && <p role="status">You are following {MAX_ACTIVE_GOALS} goals, the most at a time. Finish or remove one to start another.</p>}
        <ul className="aw-goal-templates">
          {GOAL_TEMPLATES.map((t) => (
            <li key={t.id} className="aw-panel">
              <h3>{t.title}</h3>
              <p>{t.description}</p>
              <p className="aw-muted">{daysText(t.targetDays)}</p>
              <Button
                type="primary"
                size="large"
                disabled={full}
                loading={start.isPending && start.variables && 'template' in start.variables && start.variables.template === t.id}
                aria-label={`Start this goal: ${t.title}`}
                onClick={() => start.mutate({ template: t.id })}
              >
                Start this goal
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className="aw-panel" id="new" aria-labelledby="goals-new">
        <h2 id="goals-new">Your own goal</h2>
        <p>Name a habit that matters to you and how many days you want to keep it up.</p>
        <Suspense fallback={<PageSpinner label="Opening the form..." />}>
          <OwnGoalForm disabled={full} />
        </Suspense>
      </section>

      {completed.length > 0 && (
        <section className="aw-panel" aria-labelledby="goals-done">
          <h2 id="goals-done">Completed goals</h2>
          <ul className="aw-list">
            {completed.map((g) => (
              <li key={g.id}>
                <strong>{g.title}</strong>: {g.checkIns} of {g.targetDays} days, completed on {formatDay(g.completedAt ?? g.createdAt)}.
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
