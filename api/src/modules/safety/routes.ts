import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { blockInputSchema, dataExportFormatSchema, moderationInputSchema, reportInputSchema } from '@afterwork/contracts/safety';
import { exportHtml } from './data-export-readable';
import type { AppDeps } from '../../deps';
import { requireAdmin, requireUser } from '../../policies/guards';
import { parseId, validate } from '../../platform/validate';

/** Trust and safety (issue 21): members' reports and blocks; the moderators' queue and actions. */
export function registerSafetyRoutes(router: Router, deps: AppDeps): void {
  const { reports, moderation, blocks } = deps.services;

  router.post(apiPaths.reports, requireUser, async (ctx) => {
    const input = validate(reportInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reports.report(ctx.state.user, input);
  });

  router.get(apiPaths.blocks, requireUser, async (ctx) => {
    ctx.body = await blocks.list(ctx.state.user);
  });

  router.post(apiPaths.blocks, requireUser, async (ctx) => {
    const { userId } = validate(blockInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await blocks.block(ctx.state.user, userId);
  });

  router.delete(apiPaths.block.pattern, requireUser, async (ctx) => {
    ctx.body = await blocks.unblock(ctx.state.user, parseId(ctx.params.userId));
  });

  // Download my data (issue 21)
  router.get(apiPaths.dataExports, requireUser, async (ctx) => {
    ctx.body = await deps.dataExports.list(ctx.state.user);
  });

  router.post(apiPaths.dataExports, requireUser, async (ctx) => {
    const res = await deps.dataExports.request(ctx.state.user);
    ctx.status = res.created ? 201 : 200;
    ctx.body = res.export;
  });

  router.get(apiPaths.dataExportDownload.pattern, requireUser, async (ctx) => {
    const { format, tz } = validate(dataExportFormatSchema, ctx.query);
    const content = await deps.dataExports.download(ctx.state.user, parseId(ctx.params.id));
    const day = content.generatedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="afterwork-data-${day}.${format}"`);
    if (format === 'html') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = exportHtml(content, tz);
    } else {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = JSON.stringify(content, null, 2);
    }
  });

  router.get(apiPaths.myWarnings, requireUser, async (ctx) => {
    ctx.body = await moderation.myWarnings(ctx.state.user);
  });

  router.post(apiPaths.warningRead.pattern, requireUser, async (ctx) => {
    ctx.body = await moderation.markWarningRead(ctx.state.user, parseId(ctx.params.id));
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
