import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { reportInputSchema } from '@afterwork/contracts/safety';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/guards';
import { validate } from '../../http/validate';
import { createReportService } from './report-service';

/** Trust and safety (issue 21): members' reports; the moderators' queue and actions. */
export function registerSafetyRoutes(router: Router, deps: AppDeps): void {
  const reports = createReportService(deps.db, deps.limits.reports);

  router.post(apiPaths.reports, requireUser, async (ctx) => {
    const input = validate(reportInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reports.report(ctx.state.user, input);
  });
}
