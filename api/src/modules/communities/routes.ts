import type Router from '@koa/router';
import { activitySuggestionSchema, communityFormSchema, communityUpdateSchema } from '@afterwork/contracts/communities';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireAdmin, requireUser } from '../../http/middleware';
import { parseId, validate } from '../../http/validate';
import { createCommunitiesService } from './service';
import { sendCachedBody } from '../../db/list-cache';

export function registerCommunitiesRoutes(router: Router, deps: AppDeps): void {
  const communities = createCommunitiesService(deps.db);
  const me = (state: { user?: CurrentUser }) => state.user;

  /**
   * The explorer list (explorer fields only, by name). Public. Answered from a per-version cache,
   * gzip-compressed when the client accepts it, with an ETag (a repeat request gets 304) and no-cache.
   */
  router.get('/api/communities', async (ctx) => {
    const body = await communities.listBody();
    ctx.set('X-Total-Count', String(body.count));
    sendCachedBody(ctx, body);
  });

  /**
   * The map's browser key, read at run time (never built into the bundle, never committed). Null when none is
   * configured: the explorer then draws its own offline world map. A browser key is public by nature
   * (restrict it by HTTP referrer in Google's console); the CSP allows Google Maps only when one is set.
   */
  router.get('/api/communities/map-config', async (ctx) => {
    const key = deps.config.googleMaps ? (process.env.GOOGLE_MAPS_API_KEY ?? '').trim() : '';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { googleMapsApiKey: key || null };
  });

  router.get('/api/communities/:id', async (ctx) => {
    ctx.body = await communities.get(parseId(ctx.params.id));
  });

  router.get('/api/communities/:id/leads', async (ctx) => {
    ctx.body = await communities.leads(parseId(ctx.params.id));
  });

  router.get('/api/communities/:id/activities', async (ctx) => {
    ctx.body = await communities.activities(parseId(ctx.params.id));
  });

  router.post('/api/communities', requireAdmin, async (ctx) => {
    const data = validate(communityFormSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await communities.create(me(ctx.state), data);
  });

  router.patch('/api/communities/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(communityUpdateSchema, ctx.request.body ?? {});
    ctx.body = await communities.update(me(ctx.state), id, data);
  });

  router.delete('/api/communities/:id', requireAdmin, async (ctx) => {
    await communities.remove(me(ctx.state), parseId(ctx.params.id));
    ctx.status = 204;
  });

  /** 'Suggest an activity': a signed-in member leaves an idea for the community's leads. */
  router.post('/api/communities/:id/suggestions', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(activitySuggestionSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await communities.suggest(me(ctx.state), id, data.title, data.details);
  });
}
