import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiPaths } from '@afterwork/contracts/paths';
import { attendanceMarksSchema } from '@afterwork/contracts/attendance';
import { cancelActivityQuerySchema, cancelActivitySchema, createActivitySchema, rsvpSchema, rsvpUpdateSchema, updateActivitySchema } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { sendCalendarFile, siteOrigin } from '../../http/calendar-file';
import { SECRET_ADDRESS } from '../../http/private-answers';
import { requireUser } from '../../policies/guards';
import { buildCalendar } from './ics';

const me = (ctx: Context) => ctx.state.user as CurrentUser;
const maybeMe = (ctx: Context) => ctx.state.user as CurrentUser | undefined;

/** A group's activities, RSVPs, a member's activities and calendar files. */
export function registerActivitiesRoutes(router: Router, deps: AppDeps): void {
  const { activities, rsvps, series, attendance } = deps.services;

  router.get(apiPaths.groupActivities.pattern, async (ctx) => {
    ctx.body = await activities.listGroupActivities(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.post(apiPaths.groupActivities.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(createActivitySchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await activities.createActivity(me(ctx), id, data);
  });
  // A community's activities (issue 20): members answer them through the same RSVP routes.
  router.get(apiPaths.communityActivities.pattern, async (ctx) => {
    ctx.body = await activities.listCommunityActivities(maybeMe(ctx), parseId(ctx.params.id));
  });
  /** A lead (or a site admin) adds an activity; members answer it through the activities' RSVP routes. */
  router.post(apiPaths.communityActivities.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(createActivitySchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await activities.createCommunityActivity(me(ctx), id, data);
  });
  router.get(apiPaths.activity.pattern, async (ctx) => {
    ctx.body = await activities.getActivity(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.get(apiPaths.activityIcs.pattern, async (ctx) => {
    // The meeting link only for those who may see it (the file is what the page shows, in calendar form).
    const file = await activities.activityCalendar(maybeMe(ctx), parseId(ctx.params.id));
    sendCalendarFile(ctx, file.title, 'activity', buildCalendar(file.single, { origin: siteOrigin(ctx) }, file.series));
  });
  // Changing and cancelling a date, or a series from a date on (issue 22)
  router.patch(apiPaths.activity.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    await series.update(me(ctx), id, validate(updateActivitySchema, ctx.request.body ?? {}));
    ctx.body = await activities.getActivity(me(ctx), id);
  });
  router.delete(apiPaths.activity.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { scope } = validate(cancelActivityQuerySchema, ctx.query);
    await series.cancel(me(ctx), id, scope);
    ctx.status = 204;
  });
  router.post(apiPaths.activityCancellation.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { scope, message } = validate(cancelActivitySchema, ctx.request.body ?? {});
    await series.cancel(me(ctx), id, scope, message);
    ctx.status = 204;
  });
  router.get(apiPaths.activitySeries.pattern, async (ctx) => {
    ctx.body = await series.view(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.post(apiPaths.activitySeriesFollowers.pattern, requireUser, async (ctx) => {
    ctx.body = await series.follow(me(ctx), parseId(ctx.params.id));
  });
  router.delete(apiPaths.activitySeriesFollowers.pattern, requireUser, async (ctx) => {
    ctx.body = await series.unfollow(me(ctx), parseId(ctx.params.id));
  });

  // Attendees (RSVPs)
  router.get(apiPaths.activityAttendees.pattern, requireUser, async (ctx) => {
    ctx.body = await activities.listAttendees(me(ctx), parseId(ctx.params.id));
  });
  router.post(apiPaths.activityAttendees.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = validate(rsvpSchema, ctx.request.body ?? {});
    const result = await rsvps.rsvp(me(ctx), id, body);
    ctx.status = result.created ? 201 : 200;
    ctx.body = result.rsvp;
  });
  router.patch(apiPaths.activityAttendee.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const userId = parseId(ctx.params.userId);
    const body = validate(rsvpUpdateSchema, ctx.request.body ?? {});
    ctx.body = (await rsvps.updateRsvp(me(ctx), id, userId, body.status, body.guests)).rsvp;
  });

  // Who came (issue 34 §3): the organisers' list on the day, their ticks (a phone's queue may send them twice), and
  // the member's own count for the dashboard.
  router.get(apiPaths.activityAttendance.pattern, requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await attendance.sheet(me(ctx), parseId(ctx.params.id));
  });
  router.post(apiPaths.activityAttendance.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { marks } = validate(attendanceMarksSchema, ctx.request.body ?? {});
    ctx.body = await attendance.mark(me(ctx), id, marks);
  });
  router.get(apiPaths.userAttendance.pattern, requireUser, async (ctx) => {
    ctx.body = await attendance.myAttendance(me(ctx), parseId(ctx.params.id));
  });

  // A member's own activities (or any member's, for site admins)
  router.get(apiPaths.userActivities.pattern, requireUser, async (ctx) => {
    ctx.body = await activities.listUserActivities(me(ctx), parseId(ctx.params.id));
  });

  // Private calendar feed of the activities a member is going to
  const feedAnswer = (ctx: Context, token: string) => {
    ctx.set('Cache-Control', 'no-store');
    const path = apiPaths.calendarFile(`${token}.ics`);
    ctx.body = { url: ctx.host ? `${ctx.protocol}://${ctx.host}${path}` : path, path };
  };
  router.get(apiPaths.userCalendarFeed.pattern, requireUser, async (ctx) => {
    feedAnswer(ctx, await activities.calendarFeedToken(me(ctx), parseId(ctx.params.id)));
  });
  // A new private address: the old one stops working at once (issue 18, finding 8).
  router.delete(apiPaths.userCalendarFeed.pattern, requireUser, async (ctx) => {
    feedAnswer(ctx, await activities.resetCalendarFeedToken(me(ctx), parseId(ctx.params.id)));
  });
  router.get(apiPaths.calendarFile.pattern, async (ctx) => {
    const token = String(ctx.params.file).replace(/\.ics$/, '');
    const feed = await activities.feedActivities(token);
    ctx.state[SECRET_ADDRESS] = true; // private, no-store, no ETag: no cache on the way keeps a member's plans

    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = buildCalendar(feed.single, { origin: siteOrigin(ctx), calendarName: 'My Afterwork activities' }, feed.series);
  });
}
