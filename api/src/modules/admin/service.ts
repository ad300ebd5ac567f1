import type { Knex } from 'knex';
import {
  ADMIN_MESSAGES,
  isBuiltInRole,
  type AuditEntry,
  type Role,
  type RoleDeleted,
  type RoleFormData,
  type UserWithRole,
} from '@afterwork/contracts/admin';
import { ADMIN_ROLE, DEFAULT_ROLE, type CurrentUser } from '@afterwork/contracts/users';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { auditRepository, toAuditEntry, type AuditInput } from '../audit/public';
import { adminRepository as repo, toRole } from './repository';

type Actor = Pick<CurrentUser, 'id' | 'name' | 'username'>;

const nameTaken = () => conflict(ADMIN_MESSAGES.roleNameTaken, { name: ADMIN_MESSAGES.roleNameTaken });

/** Roles, members' roles and the audit log. Callers have checked that `actor` is an admin (requireAdmin). */
export function createAdminService(db: Knex) {
  const audit = (trx: Knex, actor: Actor, entry: Omit<AuditInput, 'actor'>) => auditRepository.insert(trx, { actor, ...entry });

  async function getRole(trx: Knex, id: number): Promise<Role> {
    const row = await repo.roleWithCount(trx, id);
    if (!row) throw notFound(ADMIN_MESSAGES.roleNotFound);
    return toRole(row);
  }

  /** Runs `fn` in a transaction; a unique violation on the role name becomes a 409. */
  async function inTx<T>(fn: (trx: Knex) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((trx) => fn(trx));
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  return {
    listRoles: async (): Promise<Role[]> => (await repo.listRoles(db)).map(toRole),
    getRole: (id: number) => getRole(db, id),

    createRole: (actor: Actor, data: RoleFormData): Promise<Role> =>
      inTx(async (trx) => {
        if (await repo.roleNameTaken(trx, data.name)) throw nameTaken();
        const id = await repo.insertRole(trx, data);
        await audit(trx, actor, {
          action: 'role.created', targetType: 'role', targetId: id, targetLabel: data.name,
          details: { name: data.name, description: data.description, permissions: data.permissions },
        });
        return getRole(trx, id);
      }),

    updateRole: (actor: Actor, id: number, patch: Partial<RoleFormData>): Promise<Role> =>
      inTx(async (trx) => {
        const before = await repo.findRole(trx, id, { lock: true });
        if (!before) throw notFound(ADMIN_MESSAGES.roleNotFound);
        if (patch.name !== undefined && patch.name !== before.name) {
          if (isBuiltInRole(before.name)) throw conflict(ADMIN_MESSAGES.builtInRename(before.name), { name: ADMIN_MESSAGES.builtInRename(before.name) });
          if (await repo.roleNameTaken(trx, patch.name, id)) throw nameTaken();
        }
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (patch.name !== undefined && patch.name !== before.name) changes.name = { from: before.name, to: patch.name };
        if (patch.description !== undefined && patch.description !== before.description) changes.description = { from: before.description, to: patch.description };
        const beforePerms = Array.isArray(before.permissions) ? before.permissions : [];
        if (patch.permissions !== undefined && JSON.stringify(patch.permissions) !== JSON.stringify(beforePerms)) {
          changes.permissions = { from: beforePerms, to: patch.permissions };
        }
        if (Object.keys(changes).length) {
          await repo.updateRole(trx, id, patch);
          await audit(trx, actor, { action: 'role.updated', targetType: 'role', targetId: id, targetLabel: patch.name ?? before.name, details: { changes } });
        }
        return getRole(trx, id);
      }),

    /** Deletes a role; its holders move to the 'user' role. The built-in roles are refused. */
    deleteRole: (actor: Actor, id: number): Promise<RoleDeleted> =>
      inTx(async (trx) => {
        const role = await repo.findRole(trx, id, { lock: true });
        if (!role) throw notFound(ADMIN_MESSAGES.roleNotFound);
        if (isBuiltInRole(role.name)) throw conflict(ADMIN_MESSAGES.builtInDelete(role.name));
        const fallback = await repo.roleByName(trx, DEFAULT_ROLE);
        if (!fallback) throw conflict(`The '${DEFAULT_ROLE}' role is missing: cannot move this role's members`);
        const movedUsers = await repo.moveHolders(trx, id, fallback.id);
        await repo.deleteRole(trx, id);
        await audit(trx, actor, {
          action: 'role.deleted', targetType: 'role', targetId: id, targetLabel: role.name,
          details: { name: role.name, movedUsers, movedTo: DEFAULT_ROLE },
        });
        return { id, name: role.name, movedUsers };
      }),

    listUsersWithRoles: (): Promise<UserWithRole[]> => repo.listUsersWithRoles(db),

    /** Gives a member another role. Nobody can take the admin role from the last admin. */
    changeUserRole: (actor: Actor, userId: number, roleId: number): Promise<UserWithRole> =>
      inTx(async (trx) => {
        const adminRole = await repo.roleByName(trx, ADMIN_ROLE);
        // Lock the admins first (in one order for everyone), then the target.
        const adminIds = adminRole ? await repo.lockAdmins(trx, adminRole.id) : [];
        const user = await repo.findUser(trx, userId);
        if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
        const role = await repo.findRole(trx, roleId);
        if (!role) throw notFound(ADMIN_MESSAGES.roleNotFound);
        if (user.role_id !== roleId) {
          const losesAdmin = adminRole && user.role_id === adminRole.id;
          if (losesAdmin && adminIds.length <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin);
          const from = (await repo.findRole(trx, user.role_id))?.name ?? null;
          await repo.setUserRole(trx, userId, roleId);
          await audit(trx, actor, {
            action: 'user.role_changed', targetType: 'user', targetId: userId, targetLabel: `${user.name} (${user.username})`,
            details: { from, to: role.name },
          });
        }
        const [changed] = await repo.listUsersWithRoles(trx, userId);
        return changed;
      }),

    listAudit: async (limit: number): Promise<AuditEntry[]> => (await auditRepository.list(db, limit)).map(toAuditEntry),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
