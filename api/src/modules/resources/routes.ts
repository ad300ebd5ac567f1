import type Router from '@koa/router';
import { resourceListQuerySchema } from '@afterwork/contracts/resources';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../http/validate';
import { createResourcesService } from './service';

export function registerResourcesRoutes(router: Router, deps: AppDeps): void {
  const resources = createResourcesService(deps.db);

  router.get('/api/resources', async (ctx) => {
    const q = validate(resourceListQuerySchema, ctx.query);
    ctx.body = await resources.list({ category: q.category, featured: q.featured === 'true', search: q.search });
  });

  router.get('/api/resources/:id', async (ctx) => {
    ctx.body = await resources.get(parseId(ctx.params.id));
  });
}
