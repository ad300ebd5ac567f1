import { queryOptions } from '@tanstack/react-query';
import type { AssessmentResult } from '@afterwork/contracts/assessments';
import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';

/** The signed-in member's own saved results for one assessment, newest first. */
export const myResultsQuery = (assessmentId: string, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.assessmentResults.list({ assessmentId }),
    queryFn: ({ signal }) => apiRequest<AssessmentResult[]>(`${apiPaths.assessmentResults}?assessmentId=${encodeURIComponent(assessmentId)}`, { signal }),
    enabled,
    retry: false,
  });
