import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { mentorApplicationSchema, mentorshipRequestSchema } from '@afterwork/contracts/mentors';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../http/validate';
import { requireUser } from '../../http/guards';
import { createMentorsService } from './service';

const MENTOR_ID = 'Invalid mentor id';
const SESSION_ID = 'Invalid session id';

export function registerMentorsRoutes(router: Router, deps: AppDeps): void {
  const mentors = createMentorsService(deps.db);

  router.get(apiPaths.mentors, async (ctx) => {
    ctx.body = await mentors.list();
  });

  router.get(apiPaths.mentor.pattern, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    // The answer depends on who asks (reservedByMe, requestedByMe): never cache it for someone else.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = await mentors.get(id, ctx.state.user as CurrentUser | undefined);
  });

  router.post(apiPaths.mentorRequests.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const { message } = validate(mentorshipRequestSchema, ctx.request.body ?? {});
    const result = await mentors.request(ctx.state.user as CurrentUser, id, message);
    ctx.status = result.created ? 201 : 200;
    ctx.body = result;
  });

  router.post(apiPaths.mentorReservations.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    ctx.status = 201;
    ctx.body = await mentors.reserve(ctx.state.user as CurrentUser, id, sessionId);
  });

  router.delete(apiPaths.mentorReservations.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    ctx.body = await mentors.cancel(ctx.state.user as CurrentUser, id, sessionId);
  });

  // Visitors may apply too (a would-be mentor need not be a member yet); a member's application is linked to them.
  router.post(apiPaths.mentorApplications, async (ctx) => {
    const data = validate(mentorApplicationSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await mentors.apply(ctx.state.user as CurrentUser | undefined, data);
  });
}
