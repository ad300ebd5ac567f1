import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, notify, notifyError, useSession } from '@afterwork/shell-sdk';
import type { Activity, RsvpChoice } from '@afterwork/contracts/groups';
import { followSeries, unfollowSeries, type RsvpResult } from '../api/activities-mutations';
import { seriesQuery } from '../api/activities-queries';
import { remainingSpots, rsvpButton } from '../lib/activity-rules';
import { rsvpErrorText, useSaveRsvp } from '../hooks/use-save-rsvp';
import { useRefreshGroups } from '../../groups/public';

const CHOICES: Array<{ value: RsvpChoice; label: string }> = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: 'Not going' },
];
const SPOKEN: Record<string, string> = { going: 'going', maybe: 'maybe', not_going: 'not going' };

/**
 * The spec's toasts differ between the two screens (part 2 §5): 'RSVP updated' / 'Your response has been recorded.'
 * on the group screen, 'RSVP Updated' / 'Your status has been updated to {status}.' on the activity screen.
 */
function savedToast(screen: 'group' | 'activity', r: RsvpResult) {
  if (r.status === 'waitlisted') {
    return {
      title: screen === 'group' ? 'RSVP updated' : 'RSVP Updated',
      description: `This activity is full, so you are number ${r.waitlistPosition} on the waitlist. We will move you up automatically when a place frees.`,
    };
  }
  return screen === 'group'
    ? { title: 'RSVP updated', description: 'Your response has been recorded.', variant: 'success' as const }
    : { title: 'RSVP Updated', description: `Your status has been updated to ${SPOKEN[r.status] ?? r.status}.`, variant: 'success' as const };
}

/**
 * A member's answer to an upcoming activity, the one way to RSVP on the group page and the activity page (issue 19
 * §11): the spec's words over the buttons ('RSVP', 'Update RSVP', 'Activity Full'), three buttons that save at once
 * (Going, Maybe, Not going; on a full activity Going joins the waitlist), the place on the waitlist in words, and for
 * a date of a series 'Going to all future dates'.
 */
export function RsvpControl({ activity, screen }: { activity: Activity; screen: 'group' | 'activity' }) {
  const mine = activity.myRsvp;
  const full = remainingSpots(activity) === 0;
  const state = rsvpButton(activity, mine?.status);
  const save = useSaveRsvp({
    onSaved: (r) => notify(savedToast(screen, r)),
    onFailed: (err) => notifyError('Failed to update RSVP', rsvpErrorText(err, 'Please try again later.')),
  });
  const pending = save.isPending ? save.variables?.status : undefined;
  return (
    <div className="aw-rsvp" role="group" aria-label={`${state.label}: ${activity.title}`}>
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
        <p className="aw-callout" role="status">
          You are <strong>number {mine.waitlistPosition}</strong> on the waitlist. If a place frees up, you will be moved to Going automatically.
        </p>
      ) : null}
      {activity.repeat && <FollowSeries seriesId={activity.repeat.seriesId} />}
    </div>
  );
}

/** 'Going to all future dates' / 'Stop going to all future dates' for a series (issue 22). */
function FollowSeries({ seriesId }: { seriesId: number }) {
  const { user } = useSession();
  const refresh = useRefreshGroups();
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
