import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { moderationInputSchema, reportInputSchema } from '@afterwork/contracts/safety';
import type { AppDeps } from '../../deps';
import { requireAdmin, requireUser } from '../../http/guards';
import { validate } from '../../http/validate';
import { createModerationService } from './moderation-service';
import { createReportService } from './report-service';

/** Trust and safety (issue 21): members' reports; the moderators' queue and actions. */
export function registerSafetyRoutes(router: Router, deps: AppDeps): void {
  const reports = createReportService(deps.db, deps.limits.reports);
  const moderation = createModerationService(deps.db);

  router.post(apiPaths.reports, requireUser, async (ctx) => {
    const input = validate(reportInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reports.report(ctx.state.user, input);
  });

  router.get(apiPaths.adminReports, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await moderation.queue(ctx.state.user);
  });

  router.get(apiPaths.adminReportCount, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await moderation.openCount(ctx.state.user);
  });

  router.post(apiPaths.adminModeration, requireAdmin, async (ctx) => {
    const input = validate(moderationInputSchema, ctx.request.body);
    ctx.body = await moderation.act(ctx.state.user, input);
  });
}
