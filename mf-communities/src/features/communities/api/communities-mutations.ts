import { apiRequest } from '@afterwork/shell-sdk';
import type { ActivitySuggestion, ActivitySuggestionInput } from '@afterwork/contracts/communities';
import { apiPaths } from '@afterwork/contracts/paths';

/** POST /api/communities/:id/suggestions (signed-in members). */
export const suggestActivity = (id: number, body: ActivitySuggestionInput) =>
  apiRequest<ActivitySuggestion>(apiPaths.communitySuggestions(id), { method: 'POST', body });
