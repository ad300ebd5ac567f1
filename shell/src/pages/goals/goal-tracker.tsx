import type { ReactNode } from 'react';
import type { GoalDayState } from '@afterwork/contracts/goals';
import './goals.css';

const DAY_NAMES: Record<string, string> = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' };
const STATE_WORDS: Record<GoalDayState, string> = {
  done: 'done',
  missed: 'missed',
  today: 'not done yet',
  upcoming: 'not done yet',
  before: 'before this goal started',
};
const MARKS: Partial<Record<GoalDayState, string>> = { done: '✓', missed: '–' };

export interface TrackerDay {
  weekday: string;
  state: GoalDayState;
}

export interface GoalTrackerProps {
  title: string;
  /** 'Day 17 of 30'. */
  pill: string;
  week: TrackerDay[];
  progress: number;
  streakLabel: string;
  streakValue: string;
  /** Extra lines under the figures (the badge, a hint). */
  children?: ReactNode;
  actions?: ReactNode;
  headingId?: string;
  /** Inside a panel of its own (the dashboard): no second frame around it. */
  flat?: boolean;
}

/** A goal's card: its week Monday to Sunday, overall progress and streak (the home page's design, spec part 1 §2). */
export function GoalTracker({ title, pill, week, progress, streakLabel, streakValue, children, actions, headingId, flat }: GoalTrackerProps) {
  const done = week.filter((d) => d.state === 'done').length;
  const progressId = `${headingId ?? 'aw-goal'}-progress-label`;
  return (
    <div className={flat ? 'aw-goal-card aw-goal-card-flat' : 'aw-goal-card'}>
      <div className="aw-goal-head">
        <h3 id={headingId}>{title}</h3>
        <span className="aw-pill">{pill}</span>
      </div>
      <ol className="aw-week" aria-label={`This week: ${done} of 7 days done`}>
        {week.map((d) => (
          <li key={d.weekday} className={`aw-day aw-day-${d.state}`}>
            <span aria-hidden="true" className="aw-day-mark">
              {MARKS[d.state] ?? ''}
            </span>
            <span aria-hidden="true">{d.weekday}</span>
            <span className="aw-visually-hidden">
              {DAY_NAMES[d.weekday] ?? d.weekday}: {d.state === 'today' ? 'today, ' : ''}{STATE_WORDS[d.state]}
            </span>
          </li>
        ))}
      </ol>
      <div className="aw-goal-stats">
        <div className="aw-goal-progress">
          <div className="aw-goal-label">
            <span id={progressId}>Overall progress</span>
            <strong>{progress}%</strong>
          </div>
          <div className="aw-bar" role="progressbar" aria-labelledby={progressId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </div>
        </div>
        <div className="aw-goal-streak">
          <span>{streakLabel}</span>
          <strong>{streakValue}</strong>
        </div>
      </div>
      {children}
      {actions && <div className="aw-goal-actions">{actions}</div>}
    </div>
  );
}

export const daysText = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;
