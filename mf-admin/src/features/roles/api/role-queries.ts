import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, createQueryKeys } from '@afterwork/shell-sdk';
import { adminPaths } from '@afterwork/contracts/admin';
import type { Role, RoleDeleted, RoleFormData, UserWithRole } from '@afterwork/contracts/admin';
import { auditKeys } from '../../audit/api/audit-queries';

export const roleKeys = createQueryKeys(adminPaths.roles);
export const usersWithRolesKeys = createQueryKeys(adminPaths.usersWithRoles);

/** GET /api/roles (admin only: the page renders only for admins, so the fetch runs only for them). */
export const rolesQuery = () =>
  queryOptions({ queryKey: roleKeys.all, queryFn: ({ signal }) => api.get<Role[]>(adminPaths.roles, undefined, signal) });

/** GET /api/users-with-roles. */
export const usersWithRolesQuery = () =>
  queryOptions({
    queryKey: usersWithRolesKeys.all,
    queryFn: ({ signal }) => api.get<UserWithRole[]>(adminPaths.usersWithRoles, undefined, signal),
  });

/** After any change: roles (their counts), users (their roles) and the audit log are stale. */
function useInvalidateAdmin() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: roleKeys.all }),
      qc.invalidateQueries({ queryKey: usersWithRolesKeys.all }),
      qc.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (data: RoleFormData) => api.post<Role>(adminPaths.roles, data), onSuccess: invalidate });
}

export function useUpdateRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<RoleFormData> }) => api.patch<Role>(adminPaths.role(id), data),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (id: number) => api.delete<RoleDeleted>(adminPaths.role(id)), onSuccess: invalidate });
}

export function useChangeUserRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: number; roleId: number }) => api.patch<UserWithRole>(adminPaths.userRole(userId), { roleId }),
    onSuccess: invalidate,
  });
}
