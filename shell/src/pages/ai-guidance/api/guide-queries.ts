import { queryOptions } from '@tanstack/react-query';
import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import type { GuideRecommendations } from '@afterwork/contracts/guide';

/** What the guide recommends for the member (their interests and home town). */
export const guideRecommendationsQuery = () =>
  queryOptions({ queryKey: queryKeys.guide.recommendations, queryFn: () => api.get<GuideRecommendations>(apiPaths.guideRecommendations), staleTime: 60_000 });
