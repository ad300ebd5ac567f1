import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { placesQuerySchema } from '@afterwork/contracts/places';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';
import { SAME_FOR_EVERYONE } from '../../http/private-answers';
import { createPlacesService } from './service';

export function registerPlacesRoutes(router: Router, _deps: AppDeps): void {
  const places = createPlacesService();
  /**
   * The towns a typed name means (issue 31 §3): `matches` (more than one: ask which) and `startingWith` (typing
   * ahead). Public and the same for everyone; the data never changes while the server runs, so a browser may keep it
   * for a day.
   */
  router.get(apiPaths.places, async (ctx) => {
    const q = validate(placesQuerySchema, ctx.query);
    ctx.state[SAME_FOR_EVERYONE] = true;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = places.lookUp(q);
  });
}
