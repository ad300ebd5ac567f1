import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { apiPaths } from '@afterwork/contracts/paths';
import type { ModerationQueue, ModerationResult } from '@afterwork/contracts/safety';
import type { ModerationAction, ReportTargetType } from '@afterwork/contracts/safety-words';

/** GET /api/admin/reports: open reports grouped by target, newest first. */
export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.reports.all,
    queryFn: ({ signal }) => api.get<ModerationQueue>(apiPaths.adminReports, undefined, signal),
    refetchInterval: 60_000,
  });

export interface ModerationBody {
  targetType: ReportTargetType;
  targetId: number;
  action: ModerationAction;
  reason: string;
  suspendDays?: number | null;
}

/** POST /api/admin/moderation; refreshes the queue and the menu's count. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationBody) => api.post<ModerationResult>(apiPaths.adminModeration, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reportCount });
    },
  });
}
