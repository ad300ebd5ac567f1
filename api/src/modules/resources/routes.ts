import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { resourceFormSchema, resourceListQuerySchema, resourcePatchSchema } from '@afterwork/contracts/resources';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../policies/guards';
import { parseId, validate } from '../../platform/validate';
import { createResourcesService } from './service';
import { sendCachedBody } from '../../db/list-cache';

export function registerResourcesRoutes(router: Router, deps: AppDeps): void {
  const resources = createResourcesService(deps.db);

  router.get(apiPaths.resources, async (ctx) => {
    const q = validate(resourceListQuerySchema, ctx.query);
    sendCachedBody(ctx, await resources.listBody({ category: q.category, featured: q.featured === 'true', search: q.search }));
  });

  router.get(apiPaths.resource.pattern, async (ctx) => {
    ctx.body = await resources.get(parseId(ctx.params.id));
  });

  // Writes: admins only (401 visitors, 403 members), checked again in the service.
  router.post(apiPaths.resources, requireAdmin, async (ctx) => {
    const data = validate(resourceFormSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await resources.create(ctx.state.user, data);
  });

  router.patch(apiPaths.resource.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const parsed = validate(resourcePatchSchema, body);
    // Only the fields the request carries are changed (a partial schema would otherwise fill defaults).
    const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in body));
    ctx.body = await resources.update(ctx.state.user, id, patch);
  });

  router.delete(apiPaths.resource.pattern, requireAdmin, async (ctx) => {
    ctx.body = await resources.remove(ctx.state.user, parseId(ctx.params.id));
  });
}
