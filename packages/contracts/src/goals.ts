import { z } from 'zod';
import { GOAL_MAX_DAYS, GOAL_TEMPLATE_IDS, isTimeZone } from './goal-templates';
import { canonicalTimeZone } from './time-zones';

export * from './goal-templates';

const timeZone = z.string({ error: 'Time zone is required' }).max(64, 'Unknown time zone').refine(isTimeZone, 'Unknown time zone').transform(canonicalTimeZone);

const title = z.string({ error: 'Title is required' }).trim().min(3, 'Title must be at least 3 characters').max(80, 'Title must be at most 80 characters');
const description = z.string({ error: 'Description must be text' }).trim().max(300, 'Description must be at most 300 characters');
const targetDays = z
  .number({ error: 'Days must be a whole number' })
  .int('Days must be a whole number')
  .min(1, 'At least 1 day')
  .max(GOAL_MAX_DAYS, `At most ${GOAL_MAX_DAYS} days`);

/**
 * Start a goal: from a template (`template`), or the member's own (`title`, `description`, `targetDays`).
 * The browser's time zone fixes what 'a day' is for this goal.
 */
export const startGoalSchema = z
  .object({
    template: z.enum(GOAL_TEMPLATE_IDS, { error: 'Unknown template' }).optional(),
    title: title.optional(),
    description: description.optional(),
    targetDays: targetDays.optional(),
    timeZone,
  })
  .superRefine((v, ctx) => {
    if (v.template) return;
    if (v.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    if (v.targetDays === undefined) ctx.addIssue({ code: 'custom', path: ['targetDays'], message: 'Days must be a whole number' });
  });

/**
 * Edit a goal (PATCH /api/goals/:id): its title, description and number of days, any of them. The goal keeps the
 * time zone it started in (what 'today' is for its check-ins): an edit never sends, resets or loses it, and a
 * different `timeZone` is refused rather than silently moving the member's days.
 */
export const editGoalSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    targetDays: targetDays.optional(),
    timeZone: timeZone.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.title === undefined && v.description === undefined && v.targetDays === undefined && v.timeZone === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to change: send a title, a description or a number of days' });
    }
  });

/** The own-goal form's fields (without the time zone, which the browser supplies). */
export const ownGoalFormSchema = z.object({ title, description: description.optional(), targetDays });

export type GoalDayState = 'done' | 'missed' | 'today' | 'upcoming' | 'before';

export interface GoalDay {
  /** The member's local date, YYYY-MM-DD. */
  date: string;
  /** 'Mon' … 'Sun'. */
  weekday: string;
  state: GoalDayState;
}

export interface Goal {
  id: number;
  template: string | null;
  title: string;
  description: string;
  targetDays: number;
  timeZone: string;
  status: 'active' | 'completed';
  /** The member's local date the goal started, and today's, YYYY-MM-DD. */
  startedOn: string;
  today: string;
  /** 'Day {dayNumber} of {targetDays}'. */
  dayNumber: number;
  checkIns: number;
  /** Whole percent of the target's days checked in. */
  progress: number;
  /** Days in a row up to today (or up to yesterday while today is still open). */
  streak: number;
  bestStreak: number;
  checkedInToday: boolean;
  /** Monday to Sunday of the member's current week. */
  week: GoalDay[];
  createdAt: string;
  completedAt: string | null;
}

export interface Badge {
  name: string;
  earnedAt: string;
}

/** GET /api/goals: the member's goals (active first, newest first) and badges. */
export interface MyGoals {
  goals: Goal[];
  badges: Badge[];
}

/** POST /api/goals/:id/check-ins answers the goal as it is now, and the badge this check-in earned, if any. */
export interface CheckInResult {
  goal: Goal;
  badgeEarned: string | null;
}
