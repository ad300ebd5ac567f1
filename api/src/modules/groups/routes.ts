import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  createActivitySchema, createGroupSchema, groupListQuerySchema, joinGroupSchema, rsvpSchema, rsvpUpdateSchema,
} from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../http/validate';
import { requireUser } from '../../http/middleware';
import { createGroupsService } from './service';
import { sendCachedBody } from '../../db/list-cache';
import { buildCalendar } from './ics';

const me = (ctx: Context) => ctx.state.user as CurrentUser;
const maybeMe = (ctx: Context) => ctx.state.user as CurrentUser | undefined;

/** The site's own origin for links in calendar files (empty when the request names no host). */
const siteOrigin = (ctx: Context) => (ctx.host ? `${ctx.protocol}://${ctx.host}` : '');

/** File name safe for Content-Disposition. */
const fileName = (title: string) => (title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'activity') + '.ics';

export function registerGroupsRoutes(router: Router, deps: AppDeps): void {
  const groups = createGroupsService(deps.db);

  // Groups
  router.get('/api/groups', async (ctx) => {
    const q = validate(groupListQuerySchema, ctx.query);
    // Answered from a per-version cache of the serialised JSON and its gzip (no per-request serialising).
    sendCachedBody(ctx, await groups.listBody({ search: q.search, type: q.type }));
  });
  router.post('/api/groups', requireUser, async (ctx) => {
    const data = validate(createGroupSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await groups.createGroup(me(ctx), data);
  });
  router.get('/api/groups/:id', async (ctx) => {
    ctx.body = await groups.getGroup(parseId(ctx.params.id));
  });

  // Members
  router.get('/api/groups/:id/members', requireUser, async (ctx) => {
    ctx.body = await groups.listMembers(parseId(ctx.params.id));
  });
  router.post('/api/groups/:id/members', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = validate(joinGroupSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await groups.join(me(ctx), id, body);
  });
  router.delete('/api/groups/:id/members/:userId', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const userId = parseId(ctx.params.userId);
    await groups.removeMember(me(ctx), id, userId);
    ctx.status = 204;
  });

  // Activities
  router.get('/api/groups/:id/activities', async (ctx) => {
    ctx.body = await groups.listGroupActivities(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.post('/api/groups/:id/activities', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = validate(createActivitySchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await groups.createActivity(me(ctx), id, data);
  });
  router.get('/api/activities/:id', async (ctx) => {
    ctx.body = await groups.getActivity(maybeMe(ctx), parseId(ctx.params.id));
  });
  router.get('/api/activities/:id/calendar.ics', async (ctx) => {
    const activity = await groups.getActivity(undefined, parseId(ctx.params.id));
    ctx.set('Content-Disposition', `attachment; filename="${fileName(activity.title)}"`);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = buildCalendar([activity], { origin: siteOrigin(ctx) });
  });

  // Attendees (RSVPs)
  router.get('/api/activities/:id/attendees', requireUser, async (ctx) => {
    ctx.body = await groups.listAttendees(parseId(ctx.params.id));
  });
  router.post('/api/activities/:id/attendees', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = validate(rsvpSchema, ctx.request.body ?? {});
    const result = await groups.rsvp(me(ctx), id, body);
    ctx.status = result.created ? 201 : 200;
    ctx.body = result.rsvp;
  });
  router.patch('/api/activities/:id/attendees/:userId', requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const userId = parseId(ctx.params.userId);
    const body = validate(rsvpUpdateSchema, ctx.request.body ?? {});
    ctx.body = (await groups.updateRsvp(me(ctx), id, userId, body.status)).rsvp;
  });

  // A member's own lists (or any member's, for site admins)
  router.get('/api/users/:id/activities', requireUser, async (ctx) => {
    const userId = parseId(ctx.params.id);
    await groups.assertOwnOrAdmin(me(ctx), userId);
    ctx.body = await groups.repo.listUserActivities(userId);
  });
  router.get('/api/users/:id/groups', requireUser, async (ctx) => {
    const userId = parseId(ctx.params.id);
    await groups.assertOwnOrAdmin(me(ctx), userId);
    ctx.body = await groups.repo.listUserGroups(userId);
  });

  // Private calendar feed of the activities a member is going to
  router.get('/api/users/:id/calendar-feed', requireUser, async (ctx) => {
    const token = await groups.calendarFeedToken(me(ctx), parseId(ctx.params.id));
    ctx.set('Cache-Control', 'no-store');
    const path = `/api/calendar/${token}.ics`;
    ctx.body = { url: ctx.host ? `${ctx.protocol}://${ctx.host}${path}` : path, path };
  });
  router.get('/api/calendar/:file', async (ctx) => {
    const token = String(ctx.params.file).replace(/\.ics$/, '');
    const list = await groups.feedActivities(token);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = buildCalendar(list, { origin: siteOrigin(ctx), calendarName: 'My Afterwork activities' });
  });
}
