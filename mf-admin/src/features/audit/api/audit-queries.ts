import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { AuditEntry } from '@afterwork/contracts/admin';
import { apiPaths } from '@afterwork/contracts/paths';

/** GET /api/admin/audit?limit=N: the latest admin changes, newest first. */
export const auditQuery = (limit = 20) =>
  queryOptions({
    queryKey: queryKeys.admin.audit.latest(limit),
    queryFn: ({ signal }) => api.get<AuditEntry[]>(`${apiPaths.adminAudit}?limit=${limit}`, undefined, signal),
  });
