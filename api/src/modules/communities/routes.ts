import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import {
  activitySuggestionSchema, communityExploreQuerySchema, communityFormSchema, communityMapQuerySchema, communityUpdateSchema,
} from '@afterwork/contracts/communities';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireAdmin, requireUser } from '../../policies/guards';
import { parseId, validate } from '../../platform/validate';
import { sendCachedBody } from '../../db/list-cache';
import { SAME_FOR_EVERYONE } from '../../http/private-answers';
import { createExplorer } from './explorer';

export function registerCommunitiesRoutes(router: Router, deps: AppDeps): void {
  const { communities } = deps.services;
  const explorer = createExplorer(deps.db);
  const me = (state: { user?: CurrentUser }) => state.user;

  /**
   * The explorer list (explorer fields only, by name). Public. Answered from a per-version cache,
   * gzip-compressed when the client accepts it, with an ETag (a repeat request gets 304) and no-cache.
   */
  router.get(apiPaths.communities, async (ctx) => {
    const body = await communities.listBody();
    ctx.set('X-Total-Count', String(body.count));
    sendCachedBody(ctx, body);
  });

  /**
   * The map's browser key, read at run time (never built into the bundle, never committed). Null when none is
   * configured: the explorer then draws its own offline world map. A browser key is public by nature
   * (restrict it by HTTP referrer in Google's console); the CSP allows Google Maps only when one is set.
   */
  router.get(apiPaths.communityMapConfig, async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { googleMapsApiKey: deps.config.googleMapsApiKey };
  });

  /**
   * The explorer's cards, a page at a time (issue 24 §1): search (every word, issue 19 §4) and type on the server,
   * the overlay's figures from an aggregate, and 'Near me' (issue 20 §5) ordered by distance from a known town
   * (`near`) or a point (`lat`, `lng`). Public, and the same for everyone who asks the same.
   */
  router.get(apiPaths.communityExplore, async (ctx) => {
    const q = validate(communityExploreQuerySchema, ctx.query);
    ctx.state[SAME_FOR_EVERYONE] = true;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await explorer.page(q);
  });

  /** The map's markers for what is visible: bounds and zoom in, clusters computed on the server out. */
  router.get(apiPaths.communityMap, async (ctx) => {
    const q = validate(communityMapQuerySchema, ctx.query);
    sendCachedBody(ctx, await explorer.map(q));
  });

  // The viewer's membership is part of the answer: a per-member answer, never stored by a shared cache.
  router.get(apiPaths.community.pattern, async (ctx) => {
    const viewer = me(ctx.state);
    ctx.body = await communities.get(parseId(ctx.params.id), viewer);
    if (viewer) ctx.set('Cache-Control', 'private, no-cache');
  });

  /** Join (201; 200 when already a member) and leave (200, also when not a member): the signed-in member only. */
  router.post(apiPaths.communityMembership.pattern, requireUser, async (ctx) => {
    const result = await communities.join(me(ctx.state), parseId(ctx.params.id));
    ctx.status = result.created ? 201 : 200;
    ctx.body = result.answer;
  });
  router.delete(apiPaths.communityMembership.pattern, requireUser, async (ctx) => {
    ctx.body = await communities.leave(me(ctx.state), parseId(ctx.params.id));
  });

  router.get(apiPaths.userCommunities.pattern, requireUser, async (ctx) => {
    ctx.body = await communities.communitiesOf(me(ctx.state)!, parseId(ctx.params.id));
  });

  // As the profile rule lets this viewer see each lead: a per-viewer answer when signed in.
  router.get(apiPaths.communityLeads.pattern, async (ctx) => {
    const viewer = me(ctx.state);
    ctx.body = await communities.leads(viewer, parseId(ctx.params.id));
    if (viewer) ctx.set('Cache-Control', 'private, no-cache');
  });

  router.get(apiPaths.communityGroups.pattern, async (ctx) => {
    ctx.body = await communities.groups(parseId(ctx.params.id));
  });

  router.post(apiPaths.communities, requireAdmin, async (ctx) => {
    const data = validate(communityFormSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await communities.create(me(ctx.state), data);
  });

  router.patch(apiPaths.community.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(communityUpdateSchema, ctx.request.body ?? {});
    ctx.body = await communities.update(me(ctx.state), id, data);
  });

  router.delete(apiPaths.community.pattern, requireAdmin, async (ctx) => {
    await communities.remove(me(ctx.state), parseId(ctx.params.id));
    ctx.status = 204;
  });

  /** 'Suggest an activity': a signed-in member leaves an idea for the community's leads. */
  router.post(apiPaths.communitySuggestions.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(activitySuggestionSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await communities.suggest(me(ctx.state), id, data.title, data.details);
  });
  router.get(apiPaths.communitySuggestions.pattern, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = await communities.suggestions(me(ctx.state)!, parseId(ctx.params.id));
  });
}
