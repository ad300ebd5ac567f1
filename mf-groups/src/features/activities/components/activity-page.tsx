import { lazy, Suspense, useEffect, useState } from 'react';
import { BackLink } from '@afterwork/ui/back-link';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from '@afterwork/ui/router';
import { CalendarOutlined, ClockCircleOutlined, EditOutlined, EnvironmentOutlined, LinkOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';
import { DialogOpening, ErrorState, PageSpinner } from '@afterwork/ui/states';
import { errorText, isApiError, useSession } from '@afterwork/shell-sdk';
import { activityQuery, attendeesQuery, myCommunitiesQuery } from '../api/activities-queries';
import { myGroupsQuery } from '../../groups/public';
import { formatDateIn, formatZonedTimeRange, isUpcoming } from '@afterwork/ui/dates';
import { capacityLine, remainingSpots, spotsBadge } from '@afterwork/ui/activity-rules';
import { RsvpTag, SpotsTag } from './status-tags';
import { RsvpControl } from '@afterwork/ui/rsvp-control';
import { AttendeeLists } from './attendee-lists';
import { CalendarFeed } from './calendar-feed';
import { SeriesPanel } from './series-panel';
import { CancelActivityButton } from './cancel-activity-button';
import { apiPaths } from '@afterwork/contracts/paths';
import { ReportButton } from '@afterwork/ui/report-button';
import { AddToCalendar } from '@afterwork/ui/add-to-calendar';
import { isAttendanceOpen } from '@afterwork/contracts/attendance';
import { attendanceQuery } from '../api/attendance-query';

// The edit form checks with the contract's zod rules: a chunk of its own, fetched when a host's admin opens it.
const EditActivityDialog = lazy(() => import('./edit-activity-dialog'));
// 'Questions and chat' (and its link finder) is a chunk of its own, under the page's first paint.
const DiscussionPanel = lazy(() => import('@afterwork/ui/discussion/discussion-panel'));

/** /activities/:id (spec part 2 §2.8). */
export function ActivityPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.user;
  const valid = /^[1-9][0-9]{0,9}$/.test(id);
  const activity = useQuery({ ...activityQuery(id, user?.id), enabled: valid });
  // Who may answer and see who is coming: the members of the activity's host, a group or a community (one
  // activities model), and site admins; everyone else sees the counts (the API refuses them the list).
  const byCommunity = activity.data?.communityId != null;
  const mineGroups = useQuery({ ...myGroupsQuery(user?.id), enabled: !!user && activity.isSuccess && !byCommunity });
  const mineCommunities = useQuery({ ...myCommunitiesQuery(user?.id), enabled: !!user && byCommunity });
  const mine = byCommunity ? mineCommunities : mineGroups;
  const hostIdOf = byCommunity ? activity.data?.communityId : activity.data?.groupId;
  const maySeeWho = !!user && (session.isAdmin || !!mine.data?.some((h) => h.id === hostIdOf));
  const attendees = useQuery({ ...attendeesQuery(id, user?.id), enabled: valid && activity.isSuccess && maySeeWho });
  const [editOpen, setEditOpen] = useState(false);

  useEffect(() => {
    if (activity.data) document.title = `${activity.data.title} · Afterwork`;
  }, [activity.data]);
  // A notice of a new message links to '#chat': bring the chat into view once the page is there.
  const loaded = activity.isSuccess;
  useEffect(() => {
    if (loaded && location.hash === '#chat') document.getElementById('chat')?.scrollIntoView();
  }, [loaded, location.hash]);

  if (!valid || activity.isError) {
    const notFound = !valid || isApiError(activity.error, 404) || isApiError(activity.error, 400);
    return (
      <section className="aw-page">
        <ErrorState
          title="Activity Not Found"
          message={notFound ? 'This activity does not exist or may have been removed.' : errorText(activity.error)}
          action={<LinkButton to="/groups" type="primary" size="large">Back to Groups</LinkButton>}
        />
      </section>
    );
  }
  if (activity.isPending) return <PageSpinner page label="Loading activity..." />;

  const a = activity.data;
  const upcoming = isUpcoming(a);
  const remaining = remainingSpots(a);
  const badge = spotsBadge(remaining);
  const my = a.myRsvp;
  const hostId = byCommunity ? a.communityId : a.groupId;
  const hostName = (byCommunity ? a.communityName : a.groupName) ?? '';
  const hostPath = byCommunity ? `/communities/${a.communityId}` : `/groups/${a.groupId}`;
  const isMember = !!mine.data?.some((h) => h.id === hostId);
  // The group's admins and co-organisers (and site admins) change and cancel dates; a community's leads do it on its own page.
  const canManage = session.isAdmin || (!byCommunity && !!mineGroups.data?.some((h) => h.id === hostId && (h.role === 'admin' || h.role === 'organiser')));
  const from = { from: location.pathname };
  // The organisers take attendance (issue 34 §3): the group's admins and co-organisers, the community's leads, site
  // admins (the server's one check is policies/groups.ts isActivityOrganiser).
  const organises = canManage || (byCommunity && !!mineCommunities.data?.some((h) => h.id === hostId && h.membership.role !== 'member'));
  const attendanceOpen = isAttendanceOpen(a);

  let rsvpArea: React.ReactNode = null;
  if (upcoming) {
    if (!user) {
      rsvpArea = (
        <Button type="primary" size="large" onClick={() => navigate('/auth', { state: from })}>
          Sign in to say you are going
        </Button>
      );
    } else if (mine.isPending) {
      rsvpArea = null;
    } else if (!isMember) {
      rsvpArea = (
        <p className="aw-note">
          Only members of {hostName} can say they are going. <Link to={hostPath}>Go to the {byCommunity ? 'community' : 'group'} to join it</Link>.
        </p>
      );
    } else {
      rsvpArea = <RsvpControl activity={a} screen="activity" />;
    }
  }

  return (
    <section className="aw-page aw-activity-page">
      <BackLink to={hostPath}>Back to {hostName}</BackLink>
      <header className="aw-activity-header">
        <div className="aw-tags">
          <Tag className={upcoming ? 'aw-tag-upcoming' : 'aw-tag-past'}>{upcoming ? 'Upcoming' : 'Past'}</Tag>
          {my && <RsvpTag status={my.status} position={my.waitlistPosition} past={!upcoming} />}
        </div>
        <h1>{a.title}</h1>
        <p className="aw-host">
          Hosted by <Link to={hostPath}>{hostName}</Link>
        </p>
      </header>

      <div className="aw-activity-layout">
        <div className="aw-activity-main">
          <dl className="aw-details">
            <div>
              <dt><CalendarOutlined aria-hidden /> Date</dt>
              <dd>{formatDateIn(a.startDate, a.timeZone)}</dd>
            </div>
            <div>
              <dt><ClockCircleOutlined aria-hidden /> Time</dt>
              <dd>{formatZonedTimeRange(a.startDate, a.endDate, a.timeZone)}</dd>
            </div>
            <div>
              <dt><EnvironmentOutlined aria-hidden /> Location</dt>
              <dd>{a.isVirtual ? 'Online (video call)' : a.location}</dd>
            </div>
            {a.isVirtual && !a.meetingLink && (
              <div>
                <dt><LinkOutlined aria-hidden /> Meeting link</dt>
                <dd>For members of {hostName}{user ? '' : ' (sign in to see it)'}.</dd>
              </div>
            )}
            {a.isVirtual && a.meetingLink && (
              <div>
                <dt><LinkOutlined aria-hidden /> Meeting link</dt>
                <dd>
                  <a href={a.meetingLink} target="_blank" rel="noopener noreferrer">
                    {a.meetingLink} <span className="aw-sr-only">(opens in a new tab)</span>
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt><TeamOutlined aria-hidden /> Places</dt>
              <dd>
                {capacityLine(a)} {upcoming && badge && <SpotsTag badge={badge} />}
                {a.waitlistCount > 0 && <span className="aw-waitlist-count"> · {a.waitlistCount} on the waitlist</span>}
              </dd>
            </div>
          </dl>

          {rsvpArea}

          {organises && (attendanceOpen || !upcoming) && <AttendanceSummary activityId={a.id} open={attendanceOpen} />}

          <div className="aw-card-actions">
            <AddToCalendar href={apiPaths.activityIcs(a.id)} />
            {canManage && upcoming && (
              <Button size="large" icon={<EditOutlined aria-hidden />} onClick={() => setEditOpen(true)}>
                Edit activity
              </Button>
            )}
            {canManage && upcoming && !a.repeat && <CancelActivityButton activity={a} hostPath={hostPath} />}
            <ReportButton targetType="activity" targetId={a.id} targetName={`the activity ${a.title}`} />
          </div>

          {a.repeat && <SeriesPanel activity={a} canManage={canManage} hostPath={hostPath} />}

          <h2>About this activity</h2>
          <p className="aw-description">{a.description}</p>

          <h2>Who is coming</h2>
          {maySeeWho ? (
            <AttendeeLists query={attendees} />
          ) : (
            <p className="aw-empty-line">
              {a.goingCount + a.maybeCount === 0 ? (
                'No one has answered yet. Be the first to say you are going!'
              ) : user ? (
                <>
                  {a.goingCount} going, {a.maybeCount} maybe. Members of <Link to={hostPath}>{hostName}</Link> can see who.
                </>
              ) : (
                <>
                  {a.goingCount} going, {a.maybeCount} maybe. <Link to="/auth" state={from}>Sign in</Link> to see who.
                </>
              )}
            </p>
          )}
        </div>
        {user && <aside className="aw-activity-aside"><CalendarFeed userId={user.id} /></aside>}
      </div>

      <div id="chat" className="aw-activity-chat">
        <Suspense fallback={<PageSpinner label="Loading questions and chat..." />}>
          <DiscussionPanel
            where={{ place: 'activity', id: a.id }}
            placeName={a.title}
            hostName={hostName}
            heading="Questions and chat"
            about="Members ask about lifts, what to bring, or say they are running late."
            onJoin={() => navigate(hostPath)}
          />
        </Suspense>
      </div>

      {editOpen && (
        <Suspense fallback={<DialogOpening label="Opening the form..." />}>
          <EditActivityDialog activity={a} onClose={() => setEditOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** For the organisers: how many came of how many said going, and the way to the attendance list (issue 34 §3). */
function AttendanceSummary({ activityId, open }: { activityId: number; open: boolean }) {
  const sheet = useQuery({ ...attendanceQuery(activityId) });
  return (
    <div className="aw-callout aw-attendance-summary">
      {sheet.data && (
        <p>
          <strong>{sheet.data.came}</strong> came of <strong>{sheet.data.saidGoing}</strong> who said they were going.
        </p>
      )}
      {open && (
        <LinkButton to={`/activities/${activityId}/attendance`} type="primary" size="large">
          Attendance
        </LinkButton>
      )}
    </div>
  );
}
