import { queryOptions } from '@tanstack/react-query';
import { api, createQueryKeys } from '@afterwork/shell-sdk';
import { adminPaths, type AuditEntry } from '@afterwork/contracts/admin';

export const auditKeys = createQueryKeys(adminPaths.audit);

/** GET /api/admin/audit?limit=N: the latest admin changes, newest first. */
export const auditQuery = (limit = 20) =>
  queryOptions({
    queryKey: [...auditKeys.all, { limit }] as const,
    queryFn: ({ signal }) => api.get<AuditEntry[]>(`${adminPaths.audit}?limit=${limit}`, undefined, signal),
  });
