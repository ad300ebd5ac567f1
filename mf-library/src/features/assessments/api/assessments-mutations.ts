import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResult } from '@afterwork/contracts/assessments';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

export function useSaveResult(assessmentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => api.post<AssessmentResult>(apiPaths.assessmentResults, { assessmentId, score }),
    // Every view of the member's results (this assessment's history, the dashboard's card).
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.assessmentResults.all }),
  });
}

/** The results-by-email form (issue 17): the answers go to the API, which scores them and mails the results. */
export function useSendResultsEmail(assessmentId: string, answers: Record<string, string>) {
  return useMutation({
    mutationFn: (email: string) => api.post<{ email: string }>(apiPaths.assessmentResultsEmail, { assessmentId, answers, email }),
  });
}
