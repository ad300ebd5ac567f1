import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentResultsPath } from '@afterwork/contracts/assessment-ids';
import type { AssessmentResult } from '@afterwork/contracts/assessments';
import { api, apiRequest, createQueryKeys } from '@afterwork/shell-sdk';

export const resultKeys = createQueryKeys(assessmentResultsPath);

/** The signed-in member's own saved results for one assessment, newest first. */
export const myResultsQuery = (assessmentId: string, enabled: boolean) =>
  queryOptions({
    queryKey: resultKeys.list({ assessmentId }),
    queryFn: ({ signal }) => apiRequest<AssessmentResult[]>(`${assessmentResultsPath}?assessmentId=${encodeURIComponent(assessmentId)}`, { signal }),
    enabled,
    retry: false,
  });

export function useSaveResult(assessmentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => api.post<AssessmentResult>(assessmentResultsPath, { assessmentId, score }),
    onSuccess: () => qc.invalidateQueries({ queryKey: resultKeys.list({ assessmentId }) }),
  });
}
