// The public face of the goals page: what the home page and the dashboard use (docs/architecture.md, "Boundaries").
export { GoalTracker, daysText } from './goal-tracker';
export { currentGoal } from './lib/current-goal';
export { myGoalsQuery } from './api/goals-queries';
export { MemberGoalTracker } from './member-goal';
