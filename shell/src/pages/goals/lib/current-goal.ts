import type { Goal, MyGoals } from '@afterwork/contracts/goals';

/** The goal shown first: the newest active one. */
export const currentGoal = (mine: MyGoals | undefined): Goal | undefined => mine?.goals.find((g) => g.status === 'active');
