import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@afterwork/contracts/push';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../platform/errors';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';

const NOT_YOURS = 'You can only set up notifications for your own account.';

/** Web Push (issue 33 §2): the installation's public key; a member's own devices, added and removed. */
export function registerPushRoutes(router: Router, deps: AppDeps): void {
  const { push } = deps;
  const own = (ctx: { state: { user?: unknown }; params: Record<string, string> }): CurrentUser => {
    const me = ctx.state.user as CurrentUser;
    if (parseId(ctx.params.id) !== me.id) throw forbidden(NOT_YOURS);
    return me;
  };

  router.get(apiPaths.pushPublicKey, requireUser, async (ctx) => {
    ctx.body = { publicKey: await push.publicKey() };
  });

  router.post(apiPaths.pushSubscriptions.pattern, requireUser, async (ctx) => {
    const me = own(ctx);
    await push.subscribe(me, validate(pushSubscriptionSchema, ctx.request.body));
    ctx.status = 201;
    ctx.body = { ok: true };
  });

  router.delete(apiPaths.pushSubscriptions.pattern, requireUser, async (ctx) => {
    const me = own(ctx);
    // DELETE has no body here (the body parser reads POST, PUT and PATCH): the endpoint comes as ?endpoint=.
    const { endpoint } = validate(pushUnsubscribeSchema, { endpoint: ctx.query.endpoint });
    await push.unsubscribe(me, endpoint);
    ctx.body = { ok: true };
  });
}
