import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import type { Role, RoleDeleted, RoleFormData, UserWithRole } from '@afterwork/contracts/admin';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** After any change: roles (their counts), users (their roles) and the audit log are stale. */
function useInvalidateAdmin() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: queryKeys.admin.roles.all }),
      qc.invalidateQueries({ queryKey: queryKeys.admin.usersWithRoles.all }),
      qc.invalidateQueries({ queryKey: queryKeys.admin.audit.all }),
    ]);
}

export function useCreateRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (data: RoleFormData) => api.post<Role>(apiPaths.roles, data), onSuccess: invalidate });
}

export function useUpdateRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: Partial<RoleFormData> }) => api.patch<Role>(apiPaths.role(id), data),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: (id: number) => api.delete<RoleDeleted>(apiPaths.role(id)), onSuccess: invalidate });
}

export function useChangeUserRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: number; roleId: number }) => api.patch<UserWithRole>(apiPaths.userRole(userId), { roleId }),
    onSuccess: invalidate,
  });
}
