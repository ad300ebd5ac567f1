import type { Knex } from 'knex';
import type { Role, UserWithRole } from '@afterwork/contracts/admin';
import type { RoleRow } from '../../db/tables';
import { iso, jsonb, toCount } from '../../db';

export type RoleWithCount = RoleRow & { user_count: number | string };

export const toRole = (r: RoleWithCount): Role => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: Array.isArray(r.permissions) ? r.permissions.map(String) : [],
  userCount: Number(r.user_count ?? 0),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Data access for roles and members' roles (the audit log: modules/audit). Every function takes the knex (or transaction) to run on. */
export const adminRepository = {
  async listRoles(db: Knex): Promise<RoleWithCount[]> {
    return db('roles')
      .leftJoin('users', 'users.role_id', 'roles.id')
      .groupBy('roles.id')
      .select('roles.*', db.raw('count(users.id) as user_count'))
      .orderBy('roles.name') as unknown as Promise<RoleWithCount[]>;
  },
  async findRole(db: Knex, id: number, opts: { lock?: boolean } = {}): Promise<RoleRow | undefined> {
    const q = db('roles').where({ id }).first();
    if (opts.lock) q.forUpdate();
    return q;
  },
  roleByName: (db: Knex, name: string): Promise<RoleRow | undefined> => db('roles').where({ name }).first(),
  roleNameTaken: async (db: Knex, name: string, exceptId?: number): Promise<boolean> =>
    !!(await db('roles').whereRaw('lower(name) = lower(?)', [name]).modify((q) => { if (exceptId) q.whereNot('id', exceptId); }).first('id')),
  async roleWithCount(db: Knex, id: number): Promise<RoleWithCount | undefined> {
    const role = await db('roles').where({ id }).first();
    if (!role) return undefined;
    const count = await db('users').where({ role_id: id }).count({ count: '*' }).first();
    return { ...role, user_count: toCount(count) };
  },
  async insertRole(db: Knex, data: { name: string; description: string | null; permissions: string[] }): Promise<number> {
    const [row] = await db('roles')
      .insert({ name: data.name, description: data.description, permissions: jsonb(data.permissions) as unknown as string[] })
      .returning('id');
    return (row as { id: number }).id;
  },
  async updateRole(db: Knex, id: number, patch: { name?: string; description?: string | null; permissions?: string[] }): Promise<void> {
    const data: Record<string, unknown> = { updated_at: db.fn.now() };
    if (patch.name !== undefined) data.name = patch.name;
    if (patch.description !== undefined) data.description = patch.description;
    if (patch.permissions !== undefined) data.permissions = jsonb(patch.permissions);
    await db('roles').where({ id }).update(data);
  },
  deleteRole: async (db: Knex, id: number): Promise<void> => {
    await db('roles').where({ id }).delete();
  },
  /** Moves every holder of `fromRoleId` to `toRoleId`; answers how many moved. */
  async moveHolders(db: Knex, fromRoleId: number, toRoleId: number): Promise<number> {
    return (await db('users').where({ role_id: fromRoleId }).update({ role_id: toRoleId, updated_at: db.fn.now() }).returning('id')).length;
  },
  /** Every member with their role (or only member `onlyId`). */
  async listUsersWithRoles(db: Knex, onlyId?: number): Promise<UserWithRole[]> {
    const rows = await db('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .select('users.id', 'users.username', 'users.name', 'users.email', 'users.role_id', 'roles.name as role')
      .modify((q) => { if (onlyId !== undefined) q.where('users.id', onlyId); })
      .orderByRaw('lower(users.name), users.id');
    return (rows as Array<{ id: number; username: string; name: string; email: string; role_id: number | null; role: string | null }>).map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      role: u.role ?? null,
      roleId: u.role_id ?? null,
    }));
  },
  findUser: (db: Knex, id: number): Promise<{ id: number; username: string; name: string; role_id: number } | undefined> =>
    db('users').where({ id }).first('id', 'username', 'name', 'role_id'),
  /** Locks every admin's row (so two demotions cannot race past the last-admin check) and counts them. */
  async lockAdmins(db: Knex, adminRoleId: number): Promise<number[]> {
    const rows = await db('users').where({ role_id: adminRoleId }).forUpdate().select('id');
    return rows.map((r: { id: number }) => r.id);
  },
  setUserRole: async (db: Knex, userId: number, roleId: number): Promise<void> => {
    await db('users').where({ id: userId }).update({ role_id: roleId, updated_at: db.fn.now() });
  },
};
