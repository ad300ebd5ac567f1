import type Router from '@koa/router';
import type { Context } from 'koa';
import { apiPaths } from '@afterwork/contracts/paths';
import { createGroupSchema, groupListQuerySchema, groupMemberRoleSchema, joinGroupSchema } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { parseId, validate } from '../../platform/validate';
import { requireUser } from '../../policies/guards';
import { sendCachedBody } from '../../db/list-cache';

const me = (ctx: Context) => ctx.state.user as CurrentUser;

/** Groups and memberships (activities and RSVPs: activity-routes.ts). */
export function registerGroupsRoutes(router: Router, deps: AppDeps): void {
  const { groups } = deps.services;

  router.get(apiPaths.groups, async (ctx) => {
    const q = validate(groupListQuerySchema, ctx.query);
    // Answered from a per-version cache of the serialised JSON and its gzip (no per-request serialising).
    sendCachedBody(ctx, await groups.listBody({ search: q.search, type: q.type, near: q.near }));
  });
  router.post(apiPaths.groups, requireUser, async (ctx) => {
    const data = validate(createGroupSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await groups.createGroup(me(ctx), data);
  });
  router.get(apiPaths.group.pattern, async (ctx) => {
    ctx.body = await groups.getGroup(parseId(ctx.params.id));
  });

  // Members
  router.get(apiPaths.groupMembers.pattern, requireUser, async (ctx) => {
    ctx.body = await groups.listMembers(me(ctx), parseId(ctx.params.id), ctx.query.include === 'blocked');
  });
  router.post(apiPaths.groupMembers.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = validate(joinGroupSchema, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await groups.join(me(ctx), id, body);
  });
  router.delete(apiPaths.groupMember.pattern, requireUser, async (ctx) => {
    const id = parseId(ctx.params.id);
    const userId = parseId(ctx.params.userId);
    await groups.removeMember(me(ctx), id, userId);
    ctx.status = 204;
  });

  // A co-organiser (issue 34 item 4): the group admin's choice.
  router.put(apiPaths.groupMemberRole.pattern, requireUser, async (ctx) => {
    const { role } = validate(groupMemberRoleSchema, ctx.request.body);
    ctx.body = await groups.setMemberRole(me(ctx), parseId(ctx.params.id), parseId(ctx.params.userId), role);
  });

  // A member's own groups (or any member's, for site admins)
  router.get(apiPaths.userGroups.pattern, requireUser, async (ctx) => {
    ctx.body = await groups.listUserGroups(me(ctx), parseId(ctx.params.id));
  });
}
