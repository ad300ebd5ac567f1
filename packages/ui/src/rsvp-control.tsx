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

/** First answer: POST; later answers: PATCH (spec part 2 §4). `guests` only with 'going' (issue 34). */
export const saveRsvp = (activityId: number, userId: number, status: RsvpChoice, hasAnswer: boolean, guests?: number) => {
  const withGuests = status === 'going' && guests !== undefined ? { guests } : {};
  return hasAnswer
    ? api.patch<RsvpResult>(apiPaths.activityAttendee(activityId, userId), { status, ...withGuests })
    : api.post<RsvpResult>(apiPaths.activityAttendees(activityId), { userId, status, ...withGuests });
};

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
  /** Guests coming with the member (issue 34); left out: as before. */
  guests?: number;
}

/** The signed-in member's answer to an activity (POST the first time, PATCH after), then the lists are refreshed. */
export function useSaveRsvp({ onSaved, onFailed }: { onSaved?: (result: RsvpResult) => void; onFailed?: (err: unknown) => void } = {}) {
  const { user } = useSession();
  const refresh = useRefreshAfterRsvp();
  return useMutation({
    mutationFn: ({ activity, status, guests }: RsvpAnswer) => saveRsvp(activity.id, user!.id, status, !!activity.myRsvp, guests),
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

/** "1 guest", "2 guests". */
export const guestsText = (n: number): string => `${n} ${n === 1 ? 'guest' : 'guests'}`;
/** A name with the guests they bring, as lists show it: "Margaret (+1)" (issue 34). */
export const withGuests = (name: string, guests: number | undefined): string => (guests ? `${name} (+${guests})` : name);

/** What the toast says once an answer is saved, in plain words (issue 31: no 'RSVP'). */
function savedToast(screen: RsvpScreen, r: RsvpResult) {
  const party = r.guests ? ` with ${guestsText(r.guests)}` : '';
  if (r.status === 'waitlisted') {
    return {
      title: 'Your answer is saved',
      description: r.guests
        ? `This activity does not have ${r.guests + 1} free places, so you and your ${guestsText(r.guests)} are number ${r.waitlistPosition} on the waitlist. We will move you up together automatically when there are places for all of you.`
        : `This activity is full, so you are number ${r.waitlistPosition} on the waitlist. We will move you up automatically when a place frees.`,
    };
  }
  if (r.status === 'going' && r.guests) {
    return { title: 'Your answer is saved', description: `You are going${party}.`, variant: 'success' as const };
  }
  return screen === 'activity'
    ? { title: 'Your answer is saved', description: `Your status has been updated to ${SPOKEN[r.status] ?? r.status}.`, variant: 'success' as const }
    : { title: 'Your answer is saved', description: 'Your response has been recorded.', variant: 'success' as const };
}

/**
 * A member's answer to an upcoming activity, the one way to answer on a group's page, a community's page and the
 * activity's page (issue 19 §11, issue 31): plain words over the buttons ('Are you going?', 'Change my answer',
 * 'Activity Full'), three buttons that save at once (Going, Maybe, Not going; on a full activity Going joins the
 * waitlist), the place on the waitlist in words, and for a date of a series 'Going to all future dates'. Where the
 * organisers allow guests (issue 34), 'Guests coming with you' with big − and + buttons: chosen before Going, it
 * goes with the answer; changed while going (or waiting), it is saved at once.
 */
export function RsvpControl({ activity, screen }: { activity: Activity; screen: RsvpScreen }) {
  const mine = activity.myRsvp;
  const full = remainingSpots(activity) === 0;
  const state = rsvpButton(activity, mine?.status);
  const attending = mine?.status === 'going' || mine?.status === 'waitlisted';
  const limit = activity.guestLimit ?? 0;
  // Guests chosen before answering Going (once going, the saved number is shown and changed directly).
  const [planned, setPlanned] = useState(0);
  const guests = attending ? (mine?.guests ?? 0) : planned;
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
  const setGuests = (n: number) => {
    if (n < 0 || n > limit) return;
    if (attending) save.mutate({ activity, status: 'going', guests: n });
    else setPlanned(n);
  };
  const guestsId = `aw-guests-${activity.id}`;
  return (
    <div className="aw-rsvp" role="group" aria-label={`${state.label} ${activity.title}`}>
      <p className="aw-rsvp-label" aria-hidden="true">
        {state.label}
      </p>
      {full && mine?.status !== 'going' && mine?.status !== 'waitlisted' && (
        <p className="aw-rsvp-hint">
          All places are taken. Choose Going to join the waitlist: the first person waiting gets the next free place. A member with guests moves up
          together with them, so a smaller party behind them may get a single free place first.
        </p>
      )}
      {limit > 0 && (
        <div className="aw-guests">
          <span className="aw-guests-label" id={guestsId}>
            Guests coming with you
          </span>
          <div className="aw-guests-stepper" role="group" aria-labelledby={guestsId}>
            <button type="button" className="aw-guests-btn" aria-label="One guest fewer" disabled={save.isPending || guests <= 0} onClick={() => setGuests(guests - 1)}>
              −
            </button>
            <output className="aw-guests-count" aria-live="polite" aria-label={`Guests coming with you: ${guests}`}>
              {guests}
            </output>
            <button type="button" className="aw-guests-btn" aria-label="One guest more" disabled={save.isPending || guests >= limit} onClick={() => setGuests(guests + 1)}>
              +
            </button>
          </div>
          <span className="aw-guests-hint">
            {attending
              ? `Changes are saved at once. Up to ${guestsText(limit)}.`
              : `Up to ${guestsText(limit)}, for example your husband, wife or a friend. Choose the number, then press Going.`}
          </span>
        </div>
      )}
      <div className="aw-quick-rsvp">
        {CHOICES.map((c) => {
          const pressed = mine?.status === c.value || (c.value === 'going' && mine?.status === 'waitlisted');
          const base = c.value === 'going' && !attending && planned > 0 ? `Going with ${guestsText(planned)}` : c.label;
          const label = c.value === 'going' && full && !pressed ? `${base} (join waitlist)` : base;
          return (
            <button
              key={c.value}
              type="button"
              className="aw-quick-btn"
              aria-pressed={pressed}
              aria-busy={pending === c.value || undefined}
              disabled={save.isPending}
              onClick={() => save.mutate({ activity, status: c.value, ...(c.value === 'going' && !attending ? { guests: planned } : {}) })}
            >
              {label}
            </button>
          );
        })}
      </div>
      {mine?.status === 'waitlisted' && mine.waitlistPosition ? (
        <p className="aw-callout aw-rsvp-callout" role="status">
          You are <strong>number {mine.waitlistPosition}</strong> on the waitlist
          {mine.guests ? (
            <>
              {' '}
              with your {guestsText(mine.guests)}. You move up together when {mine.guests + 1} places are free, so a smaller party behind you may get a
              single free place first.
            </>
          ) : (
            <>. If a place frees up, you will be moved to Going automatically.</>
          )}
        </p>
      ) : null}
      {mine?.status === 'going' && mine.guests ? (
        <p className="aw-rsvp-hint" role="status">
          You are going with {guestsText(mine.guests)}.
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
