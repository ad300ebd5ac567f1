import { Link } from 'react-router-dom';
import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined, SyncOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Tag } from '@afterwork/ui/antd-base';
import type { Activity, RsvpChoice } from '@afterwork/contracts/groups';
import { formatShortDateIn, formatZonedTimeRange, isUpcoming } from '@afterwork/ui/dates';
import { frequencyLabel, localDay, remainingSpots, rsvpBadgeText, RsvpTag, spotsBadge, SpotsTag } from '../../activities/public';

const QUICK: Array<{ value: RsvpChoice; label: string }> = [
  { value: 'going', label: 'Going' },
  { value: 'maybe', label: 'Maybe' },
  { value: 'not_going', label: 'Not going' },
];

/** An activity on the group page, linking to /activities/:id; members get quick RSVP buttons on upcoming ones. */
export function ActivityCard({
  activity, canRsvp, busy, onRsvp, more = 0,
}: { activity: Activity; canRsvp: boolean; busy: boolean; onRsvp: (a: Activity, status: RsvpChoice) => void; more?: number }) {
  const upcoming = isUpcoming(activity);
  const badge = spotsBadge(remainingSpots(activity));
  const mine = activity.myRsvp;
  const full = remainingSpots(activity) === 0;
  return (
    <article className="aw-activity-card" aria-labelledby={`activity-${activity.id}-title`}>
      <div className="aw-activity-card-head">
        <h3 id={`activity-${activity.id}-title`}>
          <Link to={`/activities/${activity.id}`}>{activity.title}</Link>
        </h3>
        <div className="aw-tags">
          {!upcoming && <Tag className="aw-tag-past">Past</Tag>}
          {mine && <RsvpTag status={mine.status} position={mine.waitlistPosition} past={!upcoming} />}
          {upcoming && badge && <SpotsTag badge={badge} />}
        </div>
      </div>
      <ul className="aw-facts">
        <li>
          <CalendarOutlined aria-hidden /> {formatShortDateIn(activity.startDate, activity.timeZone)}
        </li>
        <li>
          <ClockCircleOutlined aria-hidden /> {formatZonedTimeRange(activity.startDate, activity.endDate, activity.timeZone)}
        </li>
        {activity.repeat && (
          <li>
            <SyncOutlined aria-hidden /> {frequencyLabel(activity.repeat.frequency, localDay(activity.startDate, activity.timeZone))}
            {more > 0 && ` · ${more} more ${more === 1 ? 'date' : 'dates'}`}
          </li>
        )}
        <li>
          {activity.isVirtual ? <VideoCameraOutlined aria-hidden /> : <EnvironmentOutlined aria-hidden />} {activity.isVirtual ? 'Online' : activity.location}
        </li>
      </ul>
      <p className="aw-activity-card-desc">{activity.description}</p>
      {canRsvp && upcoming && (
        <div className="aw-quick-rsvp" role="group" aria-label={`Your answer for ${activity.title}`}>
          {QUICK.map((q) => {
            const pressed = mine?.status === q.value || (q.value === 'going' && mine?.status === 'waitlisted');
            const label = q.value === 'going' && full && !pressed ? 'Going (join waitlist)' : q.label;
            return (
              <button key={q.value} type="button" className="aw-quick-btn" aria-pressed={pressed} disabled={busy} onClick={() => onRsvp(activity, q.value)}>
                {label}
              </button>
            );
          })}
          {mine && <span className="aw-sr-only">Your answer: {rsvpBadgeText(mine.status, mine.waitlistPosition)}</span>}
        </div>
      )}
    </article>
  );
}
