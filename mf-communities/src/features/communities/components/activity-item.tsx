import { useState } from 'react';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { formatDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import type { CommunityActivity } from '@afterwork/contracts/communities';
import { Link } from '@afterwork/ui/router';
import { capacityLine, remainingSpots, spotsBadge } from '@afterwork/ui/activity-rules';
import { RsvpControl } from '@afterwork/ui/rsvp-control';

/**
 * One upcoming activity: when, where, places, its details on demand and, for the community's members, the same
 * answer control as a group's activities (capacity, waitlist, series); its page has who is coming and the calendar.
 */
export function ActivityItem({ activity: a, canAnswer }: { activity: CommunityActivity; canAnswer: boolean }) {
  const [open, setOpen] = useState(false);
  const moreId = `cm-activity-more-${a.id}`;
  // Every virtual activity has a link; the API shows it only to the community's members and members going.
  const virtualWithLink = a.isVirtual;
  const badge = spotsBadge(remainingSpots(a));
  return (
    <li className="cm-activity">
      <h3>
        <Link to={`/activities/${a.id}`}>{a.title}</Link>
      </h3>
      <p className="cm-meta">
        <CalendarOutlined aria-hidden />
        {formatDateIn(a.startDate, a.timeZone)}
      </p>
      <p className="cm-meta">
        <ClockCircleOutlined aria-hidden />
        {formatZonedTimeRange(a.startDate, a.endDate, a.timeZone)}
      </p>
      {a.description && <p>{a.description}</p>}
      {a.location && (
        <p className="cm-meta">
          <EnvironmentOutlined aria-hidden />
          {a.location}
        </p>
      )}
      <p className="cm-meta">{capacityLine(a)}{badge && badge.tone !== 'ok' ? ` · ${badge.text}` : ''}</p>
      {virtualWithLink && (
        <p className="cm-virtual">
          <VideoCameraOutlined aria-hidden />
          Virtual event with online meeting
        </p>
      )}
      {canAnswer && <RsvpControl activity={a} screen="community" />}
      <Button size="large" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen((o) => !o)} style={{ marginTop: 8 }}>
        {open ? 'Hide details' : 'View details'}
      </Button>
      {open && (
        <div id={moreId} className="cm-activity-more">
          <p>
            <strong>When:</strong> {formatDateIn(a.startDate, a.timeZone)}, {formatZonedTimeRange(a.startDate, a.endDate, a.timeZone)}
          </p>
          <p>
            <strong>Where:</strong> {a.isVirtual ? 'Online' : (a.location ?? 'To be confirmed')}
          </p>
          {a.maxAttendees != null && (
            <p>
              <strong>Places:</strong> up to {a.maxAttendees} people
            </p>
          )}
          {virtualWithLink && a.meetingLink && (
            <p>
              <a href={a.meetingLink} target="_blank" rel="noopener noreferrer">
                Join the online meeting (opens in a new tab)
              </a>
            </p>
          )}
          {virtualWithLink && !a.meetingLink && <p>The meeting link is for members of this community.</p>}
        </div>
      )}
    </li>
  );
}
