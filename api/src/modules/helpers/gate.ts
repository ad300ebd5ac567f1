import type Koa from 'koa';
import { routeAccessFor } from '@afterwork/contracts/access';
import { HELPER_MESSAGES } from '@afterwork/contracts/helpers';
import { apiPaths } from '@afterwork/contracts/paths';
import type { CurrentUser } from '@afterwork/contracts/users';
import { forbidden } from '../../platform/errors';
import { getSession } from '../accounts/public';
import type { HelpersService } from './service';

/** The session key of the member a helper acts for now. */
export const ACTING_FOR = 'actingFor';

/** The helper's own session plumbing: answered for the helper herself, never for the member. */
const OWN_ROUTES = new Set([`GET ${apiPaths.helping}`, `DELETE ${apiPaths.actingFor}`]);

/**
 * The helper gate (issue 34 item 1), after the session is read: while a helper acts for a member, every API request
 * is decided here from the route's `helper` column in contracts/access.ts, before any route runs. No row, or no
 * `helper` value: 403 (a new route is forbidden to helpers until its row says otherwise); a grant she was not given:
 * 403. Allowed: the request runs as the member (`ctx.state.user`), with the helper on `ctx.state.helper`. The link is
 * read on every request, so a member removing her helper stops every session of the helper at once. A change the
 * helper makes is recorded (and, for an answer given for her, the member told).
 */
export function helperGate(helpers: HelpersService, findUser: (id: number) => Promise<CurrentUser | undefined>): Koa.Middleware {
  return async (ctx, next) => {
    const session = ctx.path.startsWith('/api/') ? getSession(ctx) : null;
    const helper = ctx.state.user as CurrentUser | undefined;
    const actingFor = session?.[ACTING_FOR];
    // A session still waiting for its second factor is refused as it is, never turned into the member's.
    if (!session || !helper || typeof actingFor !== 'number' || (helper as { secondFactor?: unknown }).secondFactor) return next();
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const own = OWN_ROUTES.has(`${method} ${ctx.path}`);
    const [link, member] = await Promise.all([helpers.link(actingFor, helper.id), findUser(actingFor)]);
    if (!link || !member) {
      // Removed (or gone): this session is the helper's own again.
      delete session[ACTING_FOR];
      if (own || (method === 'GET' && ctx.path === apiPaths.user)) return next();
      throw forbidden(HELPER_MESSAGES.noLongerHelping);
    }
    const row = routeAccessFor(method, ctx.path);
    if (!row?.helper) throw forbidden(HELPER_MESSAGES.forbidden);
    if (row.helper !== 'always' && !link.grants.includes(row.helper)) throw forbidden(HELPER_MESSAGES.notGranted);
    // 'Answer for her' is about her alone: a path naming a member (`:userId`) must name her (a group admin's
    // removing someone else is not hers to hand over).
    const at = row.path.split('/').indexOf(':userId');
    if (at >= 0 && ctx.path.split('/')[at] !== String(member.id)) throw forbidden(HELPER_MESSAGES.forbidden);
    ctx.set('X-Afterwork-Helping', String(member.id));
    if (own) return next();
    ctx.state.helper = helper;
    // Never her admin rights (a site admin's helper is a member's helper): the request runs as a plain member.
    ctx.state.user = { ...member, role: 'user' };
    await next();
    if (row.helper !== 'always' && method !== 'GET' && ctx.status < 400) {
      const { what, link: where } = await helpers.describe(method, ctx.path, ctx.body);
      await helpers.record({ member, helper, method, path: ctx.path, what, link: where, notice: row.helper === 'answer' });
    }
  };
}
