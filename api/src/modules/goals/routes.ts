import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { editGoalSchema, startGoalSchema } from '@afterwork/contracts/goals';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../policies/guards';
import { parseId, validate } from '../../platform/validate';
import { createGoalsService } from './service';

/** Goals and habits: the signed-in member's own goals, check-ins and badges. Private answers, never cached. */
export function registerGoalsRoutes(router: Router, deps: AppDeps): void {
  const goals = createGoalsService(deps.db, deps.now);

  router.get(apiPaths.goals, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await goals.mine(ctx.state.user);
  });

  router.post(apiPaths.goals, requireUser, async (ctx) => {
    const input = validate(startGoalSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await goals.start(ctx.state.user, input);
  });

  router.get(apiPaths.goal.pattern, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await goals.get(ctx.state.user, parseId(ctx.params.id));
  });

  router.patch(apiPaths.goal.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const input = validate(editGoalSchema, ctx.request.body ?? {});
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await goals.edit(ctx.state.user, id, input);
  });

  router.delete(apiPaths.goal.pattern, requireUser, async (ctx) => {
    await goals.remove(ctx.state.user, parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post(apiPaths.goalCheckIns.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.status = 201;
    ctx.body = await goals.checkIn(ctx.state.user, id);
  });
}
