import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { portalLocalQuerySchema } from '@afterwork/contracts/portals';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';

/** The real communities, groups and figures behind a portal page. Public; a member's answer says what they joined. */
export function registerPortalsRoutes(router: Router, deps: AppDeps): void {
  const { portals } = deps.services;
  router.get(apiPaths.portalLocal, async (ctx) => {
    const { topic } = validate(portalLocalQuerySchema, ctx.query);
    ctx.set('Cache-Control', ctx.state.user ? 'private, no-cache' : 'no-cache');
    ctx.body = await portals.local(ctx.state.user, topic);
  });
}
