import type Router from '@koa/router';
import { z } from 'zod';
import { apiPaths } from '@afterwork/contracts/paths';
import { REMOTE_FAILURE_STAGES, isRemoteName, isVersionLabel } from '@afterwork/contracts/registry';
import type { RemoteReleasesResponse } from '@afterwork/contracts/registry-document';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../policies/guards';
import { badRequest } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { createRateLimiter, waitMessage } from '../../platform/rate-limit';

// The contracts' registry rules, wrapped in zod for the request body (the contract file stays zod-free for the shell).
const failureReportSchema = z.object({
  remote: z.string().refine(isRemoteName, 'Unknown remote'),
  version: z.string().refine(isVersionLabel, 'Unknown version'),
  stage: z.enum(REMOTE_FAILURE_STAGES),
  message: z.string().max(500).default(''),
});

export function registerRemotesRoutes(router: Router, deps: AppDeps): void {
  const { remoteFailures: failures } = deps.services;
  const limiter = createRateLimiter(deps.db, deps.limits.remoteFailureReports, waitMessage('Too many reports.'));

  /**
   * The shell reports a remote version that failed for this visitor (no sign-in: visitors load remotes too).
   * Only versions the registry knows are counted; each address may send a few reports per window.
   */
  router.post(apiPaths.remoteFailures, async (ctx) => {
    const report = validate(failureReportSchema, ctx.request.body ?? {});
    const remote = deps.registry.snapshot().document.remotes.find((r) => r.name === report.remote);
    if (!remote || !(report.version in remote.versions)) throw badRequest('Unknown remote or version');
    await limiter.hit(`remote-failures:ip:${ctx.ip}`);
    await failures.count(report);
    deps.logger.warn('remote version failed in a browser', { ...report });
    ctx.status = 204;
  });

  /** Admins: every remote's current version, canary, earlier versions, history and failure counts. */
  router.get(apiPaths.adminRemotes, requireAdmin, async (ctx) => {
    const snap = deps.registry.snapshot();
    const counts = await failures.list();
    const body: RemoteReleasesResponse = {
      source: snap.source,
      revision: snap.revision,
      remotes: snap.document.remotes.map((r) => ({
        name: r.name,
        prefixes: r.prefixes,
        current: r.current,
        previous: r.previous,
        ...(r.canary ? { canary: r.canary } : {}),
        versions: Object.entries(r.versions).map(([version, v]) => ({ version, entry: v.entry, publishedAt: v.publishedAt, commit: v.commit })),
        history: r.history.slice(-20).reverse(),
        failures: counts.filter((f) => f.remote === r.name).map(({ remote: _remote, ...f }) => f),
      })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
}
