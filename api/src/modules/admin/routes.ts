import type Koa from 'koa';
import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { auditQuerySchema, rolePatchSchema, roleFormSchema, userRoleChangeSchema } from '@afterwork/contracts/admin';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../policies/guards';
import { badRequest } from '../../platform/errors';
import { parseId, validate } from '../../platform/validate';
import { createAdminService } from './service';

/** Roles, members with their roles, role changes and the audit log: every route admin-only (401 visitors, 403 members). */
export function registerAdminRoutes(router: Router, deps: AppDeps): void {
  const admin = createAdminService(deps.db);
  const actor = (ctx: Koa.Context) => ctx.state.user as CurrentUser;

  router.get(apiPaths.roles, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listRoles();
  });

  router.get(apiPaths.role.pattern, requireAdmin, async (ctx) => {
    ctx.body = await admin.getRole(parseId(ctx.params.id));
  });

  router.post(apiPaths.roles, requireAdmin, async (ctx) => {
    const data = validate(roleFormSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await admin.createRole(actor(ctx), data);
  });

  router.patch(apiPaths.role.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const patch = validate(rolePatchSchema, ctx.request.body);
    // Absent keys stay as they are: drop the ones the client did not send.
    const sent = (ctx.request.body ?? {}) as Record<string, unknown>;
    const clean = Object.fromEntries(Object.entries(patch).filter(([k]) => k in sent));
    if (!Object.keys(clean).length) throw badRequest('Nothing to update: send a name, description or permissions');
    ctx.body = await admin.updateRole(actor(ctx), id, clean);
  });

  router.delete(apiPaths.role.pattern, requireAdmin, async (ctx) => {
    ctx.body = await admin.deleteRole(actor(ctx), parseId(ctx.params.id));
  });

  router.get(apiPaths.usersWithRoles, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listUsersWithRoles();
  });

  router.patch(apiPaths.userRole.pattern, requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { roleId } = validate(userRoleChangeSchema, ctx.request.body);
    ctx.body = await admin.changeUserRole(actor(ctx), id, roleId);
  });

  router.get(apiPaths.adminAudit, requireAdmin, async (ctx) => {
    const { limit } = validate(auditQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listAudit(limit);
  });
}
