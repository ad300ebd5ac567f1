import type Koa from 'koa';
import type Router from '@koa/router';
import { auditQuerySchema, adminPaths, rolePatchSchema, roleFormSchema, userRoleChangeSchema } from '@afterwork/contracts/admin';
import { ADMIN_ROLE, type CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/middleware';
import { badRequest } from '../../http/errors';
import { parseId, validate } from '../../http/validate';
import { createAdminService } from './service';

/** Roles, members with their roles, role changes and the audit log: every route admin-only (401 visitors, 403 members). */
export function registerAdminRoutes(router: Router, deps: AppDeps): void {
  const admin = createAdminService(deps.db);
  const actor = (ctx: Koa.Context) => ctx.state.user as CurrentUser;

  router.get(adminPaths.roles, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listRoles();
  });

  router.get('/api/roles/:id', requireAdmin, async (ctx) => {
    ctx.body = await admin.getRole(parseId(ctx.params.id));
  });

  router.post(adminPaths.roles, requireAdmin, async (ctx) => {
    const data = validate(roleFormSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await admin.createRole(actor(ctx), data);
  });

  router.patch('/api/roles/:id', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const patch = validate(rolePatchSchema, ctx.request.body);
    // Absent keys stay as they are: drop the ones the client did not send.
    const sent = (ctx.request.body ?? {}) as Record<string, unknown>;
    const clean = Object.fromEntries(Object.entries(patch).filter(([k]) => k in sent));
    if (!Object.keys(clean).length) throw badRequest('Nothing to update: send a name, description or permissions');
    ctx.body = await admin.updateRole(actor(ctx), id, clean);
  });

  router.delete('/api/roles/:id', requireAdmin, async (ctx) => {
    ctx.body = await admin.deleteRole(actor(ctx), parseId(ctx.params.id));
  });

  router.get(adminPaths.usersWithRoles, requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listUsersWithRoles();
  });

  router.patch('/api/users/:id/role', requireAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { roleId } = validate(userRoleChangeSchema, ctx.request.body);
    ctx.body = await admin.changeUserRole(actor(ctx), id, roleId);
  });

  router.get(adminPaths.audit, requireAdmin, async (ctx) => {
    const { limit } = validate(auditQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await admin.listAudit(limit);
  });
}

const COMMUNITY_PATH = /^\/api\/communities(?:\/([1-9][0-9]{0,9}))?\/?$/;

/**
 * Records admins' community changes (POST / PATCH / DELETE /api/communities) in the audit log without touching
 * the communities module: an app-level middleware that looks at the answer after the route ran. Best effort:
 * a failure to write the audit row is logged, never turned into a failed request.
 */
export function auditCommunityChanges(deps: AppDeps): Koa.Middleware {
  const admin = createAdminService(deps.db);
  return async (ctx, next) => {
    const match = COMMUNITY_PATH.exec(ctx.path);
    const user = ctx.state.user as CurrentUser | undefined;
    if (!match || !['POST', 'PATCH', 'DELETE'].includes(ctx.method) || user?.role !== ADMIN_ROLE) return next();
    const id = match[1] ? Number(match[1]) : undefined;
    let nameBefore: string | undefined;
    if (ctx.method === 'DELETE' && id) {
      nameBefore = await deps.db('communities').where({ id }).first('name').then((r: { name?: string } | undefined) => r?.name, () => undefined);
    }
    await next();
    if (ctx.status < 200 || ctx.status >= 300) return;
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as { id?: unknown; name?: unknown };
    const sent = (ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {}) as Record<string, unknown>;
    const targetId = id ?? (typeof body.id === 'number' ? body.id : null);
    const label = typeof body.name === 'string' ? body.name : (nameBefore ?? (typeof sent.name === 'string' ? sent.name : null));
    const action = ctx.method === 'POST' ? 'community.created' : ctx.method === 'PATCH' ? 'community.updated' : 'community.deleted';
    const details = ctx.method === 'DELETE' ? { name: label } : ctx.method === 'PATCH' ? { fields: Object.keys(sent) } : { name: label, type: sent.type, location: sent.location };
    try {
      await admin.record(user, { action, targetType: 'community', targetId, targetLabel: label, details });
    } catch (err) {
      deps.logger.error('audit write failed', { requestId: ctx.state.requestId, action, error: (err as Error)?.message });
    }
  };
}
