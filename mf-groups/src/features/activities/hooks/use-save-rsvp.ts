import { useMutation } from '@tanstack/react-query';
import { errorText, isApiError, useSession } from '@afterwork/shell-sdk';
import type { Activity, RsvpChoice } from '@afterwork/contracts/groups';
import { saveRsvp, type RsvpResult } from '../api/activities-mutations';
import { useRefreshGroups } from '../../groups/public';

export interface RsvpAnswer {
  activity: Pick<Activity, 'id' | 'myRsvp'>;
  status: RsvpChoice;
}

/**
 * The signed-in member's answer to an activity, the one way the group and activity pages save it: POST the first
 * time, PATCH after (spec part 2 §4); then every groups and activities list is refreshed. Each page says its own
 * words (the spec's toasts differ between the group screen and the activity screen).
 */
export function useSaveRsvp({ onSaved, onFailed }: { onSaved?: (result: RsvpResult) => void; onFailed?: (err: unknown) => void } = {}) {
  const { user } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ activity, status }: RsvpAnswer) => saveRsvp(activity.id, user!.id, status, !!activity.myRsvp),
    onSuccess: async (result) => {
      onSaved?.(result);
      await refresh();
    },
    onError: onFailed,
  });
}

/** Why an answer was not saved: the API's words for a refusal (full, not a member...), else the fallback. */
export const rsvpErrorText = (err: unknown, fallback: string): string => (isApiError(err) && err.status < 500 ? errorText(err) : fallback);
