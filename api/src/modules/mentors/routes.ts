import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { mentorApplicationSchema, mentorSessionInputSchema, mentorshipRequestSchema } from '@afterwork/contracts/mentors';
import type { CurrentUser } from '@afterwork/contracts/users';
import { sessionAnnouncementInputSchema } from '@afterwork/contracts/announcements';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { sendCalendarFile, siteOrigin } from '../../http/calendar-file';
import { requireAdmin, requireUser } from '../../policies/guards';

const MENTOR_ID = 'Invalid mentor id';
const SESSION_ID = 'Invalid session id';

export function registerMentorsRoutes(router: Router, deps: AppDeps): void {
  const { mentors } = deps.services;

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

  // The mentor's announcement to the members who booked the session (issue 30, item 3): `{ sent, message }`.
  router.post(apiPaths.mentorSessionAnnouncements.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    const input = validate(sessionAnnouncementInputSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await mentors.announce(ctx.state.user as CurrentUser, id, sessionId, input);
  });

  router.get(apiPaths.mentorSessionIcs.pattern, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    const file = await mentors.sessionCalendar(id, sessionId, siteOrigin(ctx));
    sendCalendarFile(ctx, file.title, 'mentor-session', file.ics);
  });

  router.get(apiPaths.myMentorBookings, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await mentors.myBookings(ctx.state.user as CurrentUser);
  });

  router.delete(apiPaths.mentorReservations.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    ctx.body = await mentors.cancel(ctx.state.user as CurrentUser, id, sessionId);
  });

  // Sessions: planned, changed and cancelled by site admins (mentors have no accounts); issue 22.
  router.post(apiPaths.mentorSessions.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const data = validate(mentorSessionInputSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await mentors.createSession(ctx.state.user as CurrentUser, id, data);
  });

  router.patch(apiPaths.mentorSession.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    const data = validate(mentorSessionInputSchema, ctx.request.body ?? {});
    ctx.body = await mentors.updateSession(ctx.state.user as CurrentUser, id, sessionId, data);
  });

  router.delete(apiPaths.mentorSession.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id, MENTOR_ID);
    const sessionId = parseId(ctx.params.sessionId, SESSION_ID);
    await mentors.cancelSession(ctx.state.user as CurrentUser, id, sessionId);
    ctx.status = 204;
  });

  // Visitors may apply too (a would-be mentor need not be a member yet); a member's application is linked to them.
  router.post(apiPaths.mentorApplications, async (ctx) => {
    const data = validate(mentorApplicationSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await mentors.apply(ctx.state.user as CurrentUser | undefined, data);
  });
}
