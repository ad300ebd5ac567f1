import type Router from '@koa/router';
import { assessmentResultInputSchema, assessmentResultsPath, assessmentResultsQuerySchema } from '@afterwork/contracts/assessments';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/middleware';
import { validate } from '../../http/validate';
import { createAssessmentResultsService } from './service';

/** The private wellbeing history (issue 3 §6): POST and GET for the signed-in member only. */
export function registerAssessmentsRoutes(router: Router, deps: AppDeps): void {
  const results = createAssessmentResultsService(deps.db);

  router.get(assessmentResultsPath, requireUser, async (ctx) => {
    const q = validate(assessmentResultsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await results.listMine(ctx.state.user, q.assessmentId);
  });

  router.post(assessmentResultsPath, requireUser, async (ctx) => {
    const input = validate(assessmentResultInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await results.save(ctx.state.user, input);
  });
}
