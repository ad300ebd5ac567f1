import { Link } from '@afterwork/ui/router';
import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined, SyncOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Tag } from '@afterwork/ui/antd-display';
import type { Activity } from '@afterwork/contracts/groups';
import { formatShortDateIn, formatZonedTimeRange, isUpcoming } from '@afterwork/ui/dates';
import { frequencyLabel, localDay, remainingSpots, RsvpControl, RsvpTag, spotsBadge, SpotsTag } from '../../activities/public';

/** An activity on the group page, linking to /activities/:id; members answer upcoming ones here (the RSVP control of the activity page). */
export function ActivityCard({ activity, canRsvp, more = 0 }: { activity: Activity; canRsvp: boolean; more?: number }) {
  const upcoming = isUpcoming(activity);
  const badge = spotsBadge(remainingSpots(activity));
  const mine = activity.myRsvp;
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
      {canRsvp && upcoming && <RsvpControl activity={activity} screen="group" />}
    </article>
  );
}
