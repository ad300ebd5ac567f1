import type { Knex } from 'knex';
import {
  CONSISTENCY_BADGE,
  CONSISTENCY_STREAK,
  MAX_ACTIVE_GOALS,
  goalTemplate,
  type CheckInResult,
  type Goal,
  type MyGoals,
} from '@afterwork/contracts/goals';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { assertSignedIn } from '../../policies/actor';
import { bestStreak, currentStreak, daysBetween, localDay, weekOf } from './days';
import { createGoalsRepository, type GoalRecord } from './repository';

/** A checked start (startGoalSchema): a template, or the member's own title and days. */
export interface StartGoal {
  template?: string;
  title?: string;
  description?: string;
  targetDays?: number;
  timeZone: string;
}

/** A checked edit (editGoalSchema): any of title, description and days; a `timeZone` only to say it stays. */
export interface EditGoal {
  title?: string;
  description?: string;
  targetDays?: number;
  timeZone?: string;
}

/** A goal as its member sees it at `now`: today, the week, progress and streak are all in the goal's time zone. */
export function toGoal(record: GoalRecord, now: Date): Goal {
  const today = localDay(now, record.timeZone);
  const days = new Set(record.days);
  const elapsed = daysBetween(record.startedOn, today) + 1;
  return {
    id: record.id,
    template: record.template,
    title: record.title,
    description: record.description,
    targetDays: record.targetDays,
    timeZone: record.timeZone,
    status: record.status,
    startedOn: record.startedOn,
    today,
    dayNumber: Math.max(1, Math.min(elapsed, record.targetDays)),
    checkIns: days.size,
    progress: Math.min(100, Math.floor((days.size * 100) / record.targetDays)),
    streak: currentStreak(days, today),
    bestStreak: bestStreak(days),
    checkedInToday: days.has(today),
    week: weekOf(days, today, record.startedOn),
    createdAt: record.createdAt.toISOString(),
    completedAt: record.completedAt ? record.completedAt.toISOString() : null,
  };
}

/**
 * Goals and habits (issue 20 item 2). Every call acts for the signed-in member on their own goals only: someone
 * else's goal is 'Goal not found' (404), for admins too (a member's habits are nobody else's business).
 */
export function createGoalsService(db: Knex, now: () => Date) {
  const repo = createGoalsRepository(db);

  async function own(user: CurrentUser, goalId: number, trx: Knex = db): Promise<GoalRecord> {
    const goal = await repo.findOwn(user.id, goalId, trx);
    if (!goal) throw notFound('Goal not found');
    return goal;
  }

  return {
    async mine(user: CurrentUser | undefined): Promise<MyGoals> {
      assertSignedIn(user);
      const at = now();
      const [goals, badges] = await Promise.all([repo.listForUser(user.id), repo.badges(user.id)]);
      return {
        goals: goals.map((g) => toGoal(g, at)),
        badges: badges.map((b) => ({ name: b.name, earnedAt: b.earnedAt.toISOString() })),
      };
    },

    async get(user: CurrentUser | undefined, goalId: number): Promise<Goal> {
      assertSignedIn(user);
      return toGoal(await own(user, goalId), now());
    },

    async start(user: CurrentUser | undefined, input: StartGoal): Promise<Goal> {
      assertSignedIn(user);
      const at = now();
      const template = input.template ? goalTemplate(input.template) : undefined;
      const fields = template
        ? { template: template.id, title: template.title, description: template.description, targetDays: template.targetDays }
        : { template: null, title: input.title ?? '', description: input.description ?? '', targetDays: input.targetDays ?? 1 };
      const id = await db.transaction(async (trx) => {
        // One member's starts queue here, so two at once cannot both pass the limit.
        await repo.lockStartsOf(trx, user.id);
        if ((await repo.countActive(user.id, trx)) >= MAX_ACTIVE_GOALS) {
          throw conflict(`You can follow up to ${MAX_ACTIVE_GOALS} goals at a time. Finish or remove one first.`);
        }
        return repo.insert(trx, { userId: user.id, ...fields, timeZone: input.timeZone, startedOn: localDay(at, input.timeZone) });
      });
      return toGoal(await own(user, id), at);
    },

    /**
     * Edit a goal's title, description or number of days. The goal keeps its time zone, start day and check-ins:
     * a different `timeZone` is refused (its days would move under the member), the same one is accepted as said.
     * Days can go down to the check-ins already made (exactly that many completes the goal), and a completed goal
     * keeps its days (its title and description can still change).
     */
    async edit(user: CurrentUser | undefined, goalId: number, input: EditGoal): Promise<Goal> {
      assertSignedIn(user);
      const at = now();
      const record = await db.transaction(async (trx) => {
        if (!(await repo.lockOwn(trx, user.id, goalId))) throw notFound('Goal not found');
        const goal = await own(user, goalId, trx);
        if (input.timeZone !== undefined && input.timeZone !== goal.timeZone) {
          throw badRequest('A goal keeps the time zone it started in', {
            timeZone: `This goal counts its days in ${goal.timeZone}; start a new goal to count them elsewhere`,
          });
        }
        const targetDays = input.targetDays;
        if (targetDays !== undefined && targetDays !== goal.targetDays) {
          if (goal.status === 'completed') {
            throw conflict('This goal is complete: its number of days can no longer change', {
              targetDays: 'A completed goal keeps its number of days',
            });
          }
          const done = goal.days.length;
          if (targetDays < done) {
            throw badRequest(`You have already checked in on ${done} days: choose ${done} days or more`, {
              targetDays: `At least ${done} days: you have already checked in on ${done}`,
            });
          }
        }
        await repo.update(trx, goal.id, { title: input.title, description: input.description, targetDays });
        if (goal.status === 'active' && targetDays !== undefined && goal.days.length >= targetDays) await repo.complete(trx, goal.id, at);
        return own(user, goal.id, trx);
      });
      return toGoal(record, at);
    },

    async remove(user: CurrentUser | undefined, goalId: number): Promise<void> {
      assertSignedIn(user);
      if (!(await repo.remove(user.id, goalId))) throw notFound('Goal not found');
    },

    /**
     * 'Complete today': one check-in on the member's local day (the goal's time zone). A second one that day is
     * 409; the last day of the target completes the goal; a streak of CONSISTENCY_STREAK days earns the badge.
     */
    async checkIn(user: CurrentUser | undefined, goalId: number): Promise<CheckInResult> {
      assertSignedIn(user);
      const at = now();
      const { record, badgeEarned } = await db.transaction(async (trx) => {
        // Takes turns with an edit of the same goal, so a new number of days and a check-in cannot both miss completion.
        if (!(await repo.lockOwn(trx, user.id, goalId))) throw notFound('Goal not found');
        const goal = await own(user, goalId, trx);
        if (goal.status === 'completed') throw conflict('This goal is already complete');
        const today = localDay(at, goal.timeZone);
        if (!(await repo.checkIn(trx, goal.id, today))) throw conflict('You have already checked in today');
        const days = new Set([...goal.days, today]);
        if (days.size >= goal.targetDays) await repo.complete(trx, goal.id, at);
        const earned = currentStreak(days, today) >= CONSISTENCY_STREAK && (await repo.award(trx, user.id, CONSISTENCY_BADGE, at));
        return { record: await own(user, goal.id, trx), badgeEarned: earned ? CONSISTENCY_BADGE : null };
      });
      return { goal: toGoal(record, at), badgeEarned };
    },
  };
}
