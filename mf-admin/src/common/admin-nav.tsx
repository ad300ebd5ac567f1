import { NavLink } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** Moves between the admin screens; the current one is marked for screen readers and by eye. */
export function AdminNav() {
  const count = useQuery({
    queryKey: queryKeys.admin.reportCount,
    queryFn: ({ signal }) => api.get<{ open: number }>(apiPaths.adminReportCount, undefined, signal),
    refetchInterval: 60_000,
  });
  const open = count.data?.open ?? 0;
  return (
    <nav aria-label="Admin sections" className="aw-admin-nav">
      <NavLink to="/admin/users">Roles and members</NavLink>
      <NavLink to="/admin/communities">Manage communities</NavLink>
      <NavLink to="/admin/releases">Remote releases</NavLink>
      <NavLink to="/admin/reports">Reports{open > 0 ? ` (${open} open)` : ''}</NavLink>
    </nav>
  );
}
