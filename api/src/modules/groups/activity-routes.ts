import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiPaths } from '@afterwork/contracts/paths';
import { createActivitySchema, rsvpSchema, rsvpUpdateSchema } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../http/validate';
import { requireUser } from '../../http/guards';
import { createRsvpService } from '../rsvp/service';
import { createActivityService } from './activity-service';
import { buildCalendar } from './ics';

const me = (ctx: Context) => ctx.state.user as CurrentUser;
const maybeMe = (ctx: Context) => ctx.state.user as CurrentUser | undefined;

/** The site's own origin for links in calendar files (empty when the request names no host). */
const siteOrigin = (ctx: Context) => (ctx.host ? `${ctx.protocol}://${ctx.host}` : '');

/** File name safe for Content-Disposition. */
const fileName = (title: string) => (title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'activity') + '.ics';

/** A group's activities, RSVPs, a member's activities and calendar files. */
export function registerActivitiesRoutes(router: Router, deps: AppDeps): void {
  const activities = createActivityService(deps.db);
  const rsvps = createRsvpService(deps.db);

  router.get(apiPaths.groupActivities.pattern, async (ctx) => {
    ctx.body = await activities.listGroupActivities(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.post(apiPaths.groupActivities.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(createActivitySchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await activities.createActivity(me(ctx), id, data);
  });
  router.get(apiPaths.activity.pattern, async (ctx) => {
    ctx.body = await activities.getActivity(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.get(apiPaths.activityIcs.pattern, async (ctx) => {
    // The meeting link only for those who may see it (the file is what the page shows, in calendar form).
    const activity = await activities.getActivity(maybeMe(ctx), parseId(ctx.params.id));
    ctx.set('Content-Disposition', `attachment; filename="${fileName(activity.title)}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = buildCalendar([activity], { origin: siteOrigin(ctx) });
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
    ctx.body = (await rsvps.updateRsvp(me(ctx), id, userId, body.status)).rsvp;
  });

  // A member's own activities (or any member's, for site admins)
  router.get(apiPaths.userActivities.pattern, requireUser, async (ctx) => {
    ctx.body = await activities.listUserActivities(me(ctx), parseId(ctx.params.id));
  });

  // Private calendar feed of the activities a member is going to
  router.get(apiPaths.userCalendarFeed.pattern, requireUser, async (ctx) => {
    const token = await activities.calendarFeedToken(me(ctx), parseId(ctx.params.id));
    ctx.set('Cache-Control', 'no-store');
    const path = apiPaths.calendarFile(`${token}.ics`);
    ctx.body = { url: ctx.host ? `${ctx.protocol}://${ctx.host}${path}` : path, path };
  });
  router.get(apiPaths.calendarFile.pattern, async (ctx) => {
    const token = String(ctx.params.file).replace(/\.ics$/, '');
    const list = await activities.feedActivities(token);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = buildCalendar(list, { origin: siteOrigin(ctx), calendarName: 'My Afterwork activities' });
  });
}
