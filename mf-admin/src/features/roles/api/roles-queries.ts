import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import type { Role, UserWithRole } from '@afterwork/contracts/admin';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** GET /api/roles (admin only: the page renders only for admins, so the fetch runs only for them). */
export const rolesQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.roles.all, queryFn: ({ signal }) => api.get<Role[]>(apiPaths.roles, undefined, signal) });

/** GET /api/users-with-roles. */
export const usersWithRolesQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.usersWithRoles.all,
    queryFn: ({ signal }) => api.get<UserWithRole[]>(apiPaths.usersWithRoles, undefined, signal),
  });
