import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { assessmentResultInputSchema, assessmentResultsQuerySchema } from '@afterwork/contracts/assessments';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/guards';
import { validate } from '../../http/validate';
import { createAssessmentResultsService } from './service';

/** The private wellbeing history (issue 3 §6): POST and GET for the signed-in member only. */
export function registerAssessmentsRoutes(router: Router, deps: AppDeps): void {
  const results = createAssessmentResultsService(deps.db);

  router.get(apiPaths.assessmentResults, requireUser, async (ctx) => {
    const q = validate(assessmentResultsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await results.listMine(ctx.state.user, q.assessmentId);
  });

  router.post(apiPaths.assessmentResults, requireUser, async (ctx) => {
    const input = validate(assessmentResultInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await results.save(ctx.state.user, input);
  });
}
