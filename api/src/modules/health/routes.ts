import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import type { AppDeps } from '../../deps';
import { serviceUnavailable } from '../../platform/errors';

export function registerHealthRoutes(router: Router, deps: AppDeps): void {
  const { database } = deps.services;
  router.get(apiPaths.health, async (ctx) => {
    try {
      await database.ping();
    } catch (err) {
      deps.logger.warn('health check failed', { error: err instanceof Error ? err.message : String(err) });
      throw serviceUnavailable('Database unavailable');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
}
