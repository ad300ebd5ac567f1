import { z } from 'zod';

/** The two roles the platform itself relies on: they can be edited (description, permissions) but never deleted or renamed. */
export const BUILT_IN_ROLES = ['user', 'admin'] as const;
export const isBuiltInRole = (name: string): boolean => (BUILT_IN_ROLES as readonly string[]).includes(name);

/** A role as the API answers it. Permissions are always one list of strings. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  /** How many members hold this role. */
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * Permissions: the spec reads them both as a JSON list and as a comma-separated string ('read:resources').
 * We settle on one list of strings; a comma-separated string is accepted and split. Empty / null → [].
 */
export const permissionsSchema = z
  .union([z.array(z.string({ error: 'Each permission must be text' })), z.string()], {
    error: 'Permissions must be a list of text values',
  })
  .nullish()
  .transform((v) => {
    const list = v == null ? [] : typeof v === 'string' ? v.split(',') : v;
    return [...new Set(list.map((p) => p.trim()).filter(Boolean))];
  })
  .pipe(
    z
      .array(z.string().max(100, 'A permission cannot exceed 100 characters'))
      .max(50, 'A role cannot have more than 50 permissions'),
  );

/** The add / edit role form (spec part 2 §5). */
export const roleFormSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(50, 'Name cannot exceed 50 characters'),
  description: z
    .string()
    .trim()
    .max(500, 'Description cannot exceed 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  permissions: permissionsSchema,
});
export type RoleFormData = z.output<typeof roleFormSchema>;
/** PATCH /api/roles/:id takes any subset of the form's fields. */
export const rolePatchSchema = roleFormSchema.partial();

/** A member with their role, as GET /api/users-with-roles answers it. */
export const userWithRoleSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** The role's name; null would read 'No role'. */
  role: z.string().nullable(),
  roleId: z.number().int().nullable(),
});
export type UserWithRole = z.infer<typeof userWithRoleSchema>;

/** PATCH /api/users/:id/role. */
export const userRoleChangeSchema = z.object({
  roleId: z.number({ error: 'Please choose a role' }).int('Please choose a role').positive('Please choose a role'),
});

/** DELETE /api/roles/:id answers how many members were moved to the 'user' role. */
export interface RoleDeleted {
  id: number;
  name: string;
  movedUsers: number;
}

export const AUDIT_ACTIONS = [
  'role.created',
  'role.updated',
  'role.deleted',
  'user.role_changed',
  'community.created',
  'community.updated',
  'community.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One row of the admin audit log (GET /api/admin/audit). */
export interface AuditEntry {
  id: number;
  action: AuditAction | string;
  actorId: number | null;
  actorName: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const auditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 100' })
    .int('Limit must be a number from 1 to 100')
    .min(1, 'Limit must be a number from 1 to 100')
    .max(100, 'Limit must be a number from 1 to 100')
    .default(20),
});

/** Messages the API answers with (shared so tests and screens agree). */
export const ADMIN_MESSAGES = {
  roleNameTaken: 'A role with that name already exists',
  roleNotFound: 'Role not found',
  userNotFound: 'User not found',
  builtInDelete: (name: string) => `The '${name}' role is built in and cannot be deleted`,
  builtInRename: (name: string) => `The '${name}' role is built in and cannot be renamed`,
  lastAdmin: 'You cannot remove the last administrator. Make someone else an admin first.',
} as const;
