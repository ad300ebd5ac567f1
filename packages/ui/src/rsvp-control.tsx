import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, errorText, isApiError, notify, notifyError, useSession } from '@afterwork/shell-sdk';
import type { Activity, ActivitySeriesView, MyRsvp, RsvpChoice } from '@afterwork/contracts/groups';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { remainingSpots, rsvpButton } from './activity-rules';
import { MailHeldNotice } from './mail-held';
import './rsvp.css';

export type RsvpResult = MyRsvp & { id: number; activityId: number; userId: number };

/** First answer: POST; later answers: PATCH (spec part 2 §4). */
export const saveRsvp = (activityId: number, userId: number, status: RsvpChoice, hasAnswer: boolean) =>
  hasAnswer
    ? api.patch<RsvpResult>(apiPaths.activityAttendee(activityId, userId), { status })
    : api.post<RsvpResult>(apiPaths.activityAttendees(activityId), { userId, status });

/** 'Going to all future dates' (issue 22), and taking it back. */
export const followSeries = (seriesId: number) => api.post<ActivitySeriesView>(apiPaths.activitySeriesFollowers(seriesId), {});
export const unfollowSeries = (seriesId: number) => api.delete<ActivitySeriesView>(apiPaths.activitySeriesFollowers(seriesId));

/** A series with its upcoming dates and the viewer's answers (issue 22). */
export const seriesQuery = (seriesId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.activities.series(seriesId, userId),
    queryFn: ({ signal }) => apiRequest<ActivitySeriesView>(apiPaths.activitySeries(seriesId), { signal }),
  });

/**
 * Refetch everything an answer changes: groups, communities (a community's activities carry the member's answer),
 * activities, series and the member's own lists. One rule for every remote that shows the control.
 */
export function useRefreshAfterRsvp() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) =>
        queryKeys.groups.owns(q.queryKey) ||
        queryKeys.communities.owns(q.queryKey) ||
        queryKeys.activities.owns(q.queryKey) ||
        queryKeys.activities.ownsSeries(q.queryKey) ||
        queryKeys.users.owns(q.queryKey),
    });
}

export interface RsvpAnswer {
  activity: Pick<Activity, 'id' | 'myRsvp'>;
  status: RsvpChoice;
}

/** The signed-in member's answer to an activity (POST the first time, PATCH after), then the lists are refreshed. */
export function useSaveRsvp({ onSaved, onFailed }: { onSaved?: (result: RsvpResult) => void; onFailed?: (err: unknown) => void } = {}) {
  const { user } = useSession();
  const refresh = useRefreshAfterRsvp();
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

const CHOICES: Array<{ value: RsvpChoice; label: string }> = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: 'Not going' },
];
const SPOKEN: Record<string, string> = { going: 'going', maybe: 'maybe', not_going: 'not going' };

/** Where the control is: the group page, a community's page, or the activity's own page. */
export type RsvpScreen = 'group' | 'community' | 'activity';

/** What the toast says once an answer is saved, in plain words (issue 31: no 'RSVP'). */
function savedToast(screen: RsvpScreen, r: RsvpResult) {
  if (r.status === 'waitlisted') {
    return {
      title: 'Your answer is saved',
      description: `This activity is full, so you are number ${r.waitlistPosition} on the waitlist. We will move you up automatically when a place frees.`,
    };
  }
  return screen === 'activity'
    ? { title: 'Your answer is saved', description: `Your status has been updated to ${SPOKEN[r.status] ?? r.status}.`, variant: 'success' as const }
    : { title: 'Your answer is saved', description: 'Your response has been recorded.', variant: 'success' as const };
}

/**
 * A member's answer to an upcoming activity, the one way to answer on a group's page, a community's page and the
 * activity's page (issue 19 §11, issue 31): plain words over the buttons ('Are you going?', 'Change my answer',
 * 'Activity Full'), three buttons that save at once (Going, Maybe, Not going; on a full activity Going joins the
 * waitlist), the place on the waitlist in words, and for a date of a series 'Going to all future dates'.
 */
export function RsvpControl({ activity, screen }: { activity: Activity; screen: RsvpScreen }) {
  const mine = activity.myRsvp;
  const full = remainingSpots(activity) === 0;
  const state = rsvpButton(activity, mine?.status);
  // The answer saved on this visit: a 'going' or waitlist place promises mail (reminders, the waitlist's news).
  const [saved, setSaved] = useState<RsvpResult['status'] | null>(null);
  const save = useSaveRsvp({
    onSaved: (r) => {
      setSaved(r.status);
      notify(savedToast(screen, r));
    },
    onFailed: (err) => notifyError('Your answer was not saved', rsvpErrorText(err, 'Please try again later.')),
  });
  const pending = save.isPending ? save.variables?.status : undefined;
  return (
    <div className="aw-rsvp" role="group" aria-label={`${state.label} ${activity.title}`}>
      <p className="aw-rsvp-label" aria-hidden="true">
        {state.label}
      </p>
      {full && mine?.status !== 'going' && mine?.status !== 'waitlisted' && (
        <p className="aw-rsvp-hint">All places are taken. Choose Going to join the waitlist: the first person waiting gets the next free place.</p>
      )}
      <div className="aw-quick-rsvp">
        {CHOICES.map((c) => {
          const pressed = mine?.status === c.value || (c.value === 'going' && mine?.status === 'waitlisted');
          const label = c.value === 'going' && full && !pressed ? 'Going (join waitlist)' : c.label;
          return (
            <button
              key={c.value}
              type="button"
              className="aw-quick-btn"
              aria-pressed={pressed}
              aria-busy={pending === c.value || undefined}
              disabled={save.isPending}
              onClick={() => save.mutate({ activity, status: c.value })}
            >
              {label}
            </button>
          );
        })}
      </div>
      {mine?.status === 'waitlisted' && mine.waitlistPosition ? (
        <p className="aw-callout aw-rsvp-callout" role="status">
          You are <strong>number {mine.waitlistPosition}</strong> on the waitlist. If a place frees up, you will be moved to Going automatically.
        </p>
      ) : null}
      {saved === 'waitlisted' && <MailHeldNotice what="about your place on the waitlist" />}
      {saved === 'going' && <MailHeldNotice what="reminders about this activity" />}
      {activity.repeat && <FollowSeries seriesId={activity.repeat.seriesId} />}
    </div>
  );
}

/** 'Going to all future dates' / 'Stop going to all future dates' for a series (issue 22). */
function FollowSeries({ seriesId }: { seriesId: number }) {
  const { user } = useSession();
  const refresh = useRefreshAfterRsvp();
  const series = useQuery(seriesQuery(seriesId, user?.id));
  const followed = !!series.data?.followedByMe;
  const toggle = useMutation({
    mutationFn: () => (followed ? unfollowSeries(seriesId) : followSeries(seriesId)),
    onSuccess: async (view) => {
      notify(
        view.followedByMe
          ? { title: 'You are going to all future dates', description: 'Each date has its own places: where one is full, you are on its waitlist.', variant: 'success' }
          : { title: 'You are no longer going to all dates', description: 'Your answers to the future dates are now Not going.' },
      );
      await refresh();
    },
    onError: (err) => notifyError('Error', errorText(err, 'We could not save your answer. Please try again.')),
  });
  if (!series.data || series.data.upcoming.length === 0) return null;
  return (
    <div className="aw-quick-rsvp">
      <button type="button" className={`aw-quick-btn aw-quick-series${followed ? ' aw-quick-series-on' : ''}`} disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {followed ? 'Stop going to all future dates' : 'Going to all future dates'}
      </button>
    </div>
  );
}
