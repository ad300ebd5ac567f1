import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { assessmentResultInputSchema, assessmentResultsEmailSchema, assessmentResultsQuerySchema } from '@afterwork/contracts/assessments';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../policies/guards';
import { validate } from '../../platform/validate';
import { createAssessmentResultsService } from './service';
import { createRateLimiter, waitMessage } from '../../platform/rate-limit';
import { createResultsEmailService } from './results-email';

/** Results by email: per address and per client address, an hour's window. */
export const resultsEmailLimits = { perAddress: { max: 5, windowMs: 3_600_000 }, perIp: { max: 20, windowMs: 3_600_000 } };
const TOO_MANY_RESULTS_EMAILS = 'Several results emails have just been asked for.';

/** The private wellbeing history (issue 3 §6): POST and GET for the signed-in member only. */
export function registerAssessmentsRoutes(router: Router, deps: AppDeps): void {
  const results = createAssessmentResultsService(deps.db);

  router.get(apiPaths.assessmentResults, requireUser, async (ctx) => {
    const q = validate(assessmentResultsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await results.listMine(ctx.state.user, q.assessmentId);
  });

  const resultsEmail = createResultsEmailService({
    db: deps.db,
    notices: deps.services.notices,
    users: deps.services.users,
    mail: deps.mail,
    publicUrl: deps.config.publicUrl,
    perAddress: createRateLimiter(deps.db, resultsEmailLimits.perAddress, waitMessage(TOO_MANY_RESULTS_EMAILS)),
    perIp: createRateLimiter(deps.db, resultsEmailLimits.perIp, waitMessage(TOO_MANY_RESULTS_EMAILS)),
  });
  // The spec's results-by-email form (visitors too): the answers in, one mail out, scored here.
  router.post(apiPaths.assessmentResultsEmail, async (ctx) => {
    const input = validate(assessmentResultsEmailSchema, ctx.request.body);
    await resultsEmail.send(ctx.state.user as CurrentUser | undefined, input, ctx.ip);
    ctx.status = 202;
    ctx.body = { email: input.email };
  });

  router.post(apiPaths.assessmentResults, requireUser, async (ctx) => {
    const input = validate(assessmentResultInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await results.save(ctx.state.user, input);
  });
}
