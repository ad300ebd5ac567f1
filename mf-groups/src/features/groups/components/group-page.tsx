import { lazy, Suspense, useEffect, useState } from 'react';
import { BackLink } from '@afterwork/ui/back-link';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@afterwork/ui/router';
import { CalendarOutlined, EnvironmentOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { Modal } from '@afterwork/ui/antd-overlay';
import { LinkButton } from '@afterwork/ui/link-button';
import { DialogOpening, ErrorState, PageSpinner } from '@afterwork/ui/states';
import { errorText, isApiError, notify, notifyError, useSession } from '@afterwork/shell-sdk';
import type { Activity } from '@afterwork/contracts/groups';
import { groupActivitiesQuery, groupMembersQuery, groupQuery, myGroupsQuery } from '../api/groups-queries';
import { leaveGroup } from '../api/groups-mutations';
import { formatDateTime, splitByStart } from '@afterwork/ui/dates';
import { collapseSeries } from '../../activities/public';
import { typeColor, typeLabel } from '../lib/group-types';
import { useRefreshGroups } from '../hooks/use-refresh-groups';
import { GroupImage } from './group-image';
import { Tabs } from '@afterwork/ui/tabs';
import { memberCountText } from './group-card';
import { JoinGroupDialog } from './join-group-dialog';
import { ActivityCard } from './activity-card';
import { MembersList } from './members-list';
import { ReportButton } from '@afterwork/ui/report-button';

// The create dialog checks with the contract's zod rules: a chunk of its own, fetched when a group admin is here.
const loadCreateActivity = () => import('./create-activity-dialog');
const CreateActivityDialog = lazy(loadCreateActivity);
// The discussion (and its link finder) is a chunk of its own, fetched when its tab opens.
const DiscussionPanel = lazy(() => import('@afterwork/ui/discussion/discussion-panel'));

const TABS = ['upcoming', 'past', 'discussion', 'members'] as const;

/** /groups/:id (spec part 2 §2.7). Membership is whether the member list contains the signed-in member. */
export function GroupPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const user = session.user;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'upcoming';
  const valid = /^[1-9][0-9]{0,9}$/.test(id);
  const group = useQuery({ ...groupQuery(id), enabled: valid });
  const activities = useQuery({ ...groupActivitiesQuery(id, user?.id), enabled: valid && group.isSuccess });
  // Membership comes from the member's own groups: the member list itself is for members (and site admins) only.
  const mine = useQuery({ ...myGroupsQuery(user?.id), enabled: valid && group.isSuccess && !!user });
  const me = user ? mine.data?.find((m) => String(m.id) === id) : undefined;
  const isMember = !!me;
  const isGroupAdmin = me?.role === 'admin' || session.isAdmin;
  // Co-organisers (issue 34) create activities too.
  const organises = isGroupAdmin || me?.role === 'organiser';
  const members = useQuery({ ...groupMembersQuery(id, user?.id), enabled: valid && group.isSuccess && !!user && (isMember || session.isAdmin) });
  const refresh = useRefreshGroups();
  const [dialog, setDialog] = useState<'join' | 'leave' | 'create' | null>(null);
  useEffect(() => {
    if (organises) void loadCreateActivity();
  }, [organises]);

  useEffect(() => {
    if (group.data) document.title = `${group.data.name} · Afterwork`;
  }, [group.data]);

  const leave = useMutation({
    mutationFn: () => leaveGroup(Number(id), user!.id),
    onSuccess: async () => {
      notify({ title: 'Left group', description: 'You have left this group.', variant: 'success' });
      setDialog(null);
      await refresh();
    },
    onError: (err) => notifyError('We could not remove you from the group', errorText(err)),
  });

  if (!valid || group.isError) {
    if (group.isError && !isApiError(group.error, 404) && !isApiError(group.error, 400)) {
      return (
        <section className="aw-page">
          <ErrorState title="Group Not Found" message={errorText(group.error)} action={<LinkButton to="/groups" type="primary" size="large">Back to Groups</LinkButton>} />
        </section>
      );
    }
    return (
      <section className="aw-page">
        <ErrorState title="Group Not Found" message="This group does not exist or may have been removed." action={<LinkButton to="/groups" type="primary" size="large">Back to Groups</LinkButton>} />
      </section>
    );
  }
  if (group.isPending) return <PageSpinner page label="Loading group..." />;
  const g = group.data;
  // A group always keeps an admin: leaving as its last one hands it to the longest-standing member (the API does it).
  const others = (members.data ?? []).filter((m) => m.userId !== user?.id);
  // Never someone the leaver blocked or reported (the API passes them over too; issue 31).
  const candidates = others.filter((m) => !m.blockedByMe && !m.reportedByMe);
  const successor = me?.role === 'admin' && !others.some((m) => m.role === 'admin') ? [...candidates].sort((x, y) => x.joinedAt.localeCompare(y.joinedAt))[0] : undefined;
  const handover =
    me?.role !== 'admin' || !members.data || others.some((m) => m.role === 'admin')
      ? null
      : successor
        ? `You are this group's only admin. ${successor.name}, its longest-standing member, will become its admin when you leave.`
        : others.length
          ? 'You are this group\'s only admin, and nobody you trust is left to take over: the group will have no admin until a site admin names one.'
          : "You are this group's only member. Whoever joins next will become its admin.";
  const { upcoming, past } = splitByStart(activities.data ?? []);
  // The coming dates an admin's announcement can go to the members of (AnnounceDialog's choices).
  const announceActivities = upcoming.map((a) => ({ id: a.id, title: a.title, when: formatDateTime(a.startDate), seriesId: a.repeat?.seriesId ?? null }));
  // 'Join Group' to a visitor: the Register tab (issue 19 §3); back here once they have an account.
  const toAuth = () => navigate('/auth?tab=register', { state: { from: location.pathname + location.search } });

  // A series shows once among the upcoming ones: its next date, and how many follow (each has its own page).
  // The tab's name as a heading (for screen-reader navigation, hidden on screen where the tab shows it): the cards'
  // h3 titles then follow an h2, not the page's h1 (Lighthouse's heading-order audit, issue 24 §4).
  const activityList = (list: Activity[], empty: string, heading: string, collapse = false) => {
    if (activities.isPending) return <PageSpinner label="Loading activities..." />;
    if (activities.isError) return <p role="alert">We could not load the activities. {errorText(activities.error)}</p>;
    if (!list.length) return <p className="aw-empty-line">{empty}</p>;
    return (
      <div className="aw-activity-list">
        <h2 className="aw-sr-only">{heading}</h2>
        {(collapse ? collapseSeries(list) : list.map((activity) => ({ activity, more: 0 }))).map(({ activity: a, more }) => (
          <ActivityCard key={a.id} activity={a} more={more} canRsvp={isMember} />
        ))}
      </div>
    );
  };

  return (
    <section className="aw-page aw-group-page">
      <BackLink to="/groups">Back to Groups</BackLink>
      <header className="aw-group-header">
        <GroupImage name={g.name} type={g.type} imageUrl={g.imageUrl} className="aw-group-header-image" />
        <div className="aw-group-header-body">
          <Tag className="aw-type-tag" style={{ color: typeColor(g.type), borderColor: typeColor(g.type) }}>
            {typeLabel(g.type)}
          </Tag>
          <h1>{g.name}</h1>
          <ul className="aw-facts">
            <li>
              {/* The count of the list she sees on the Members tab, once it is here: the two always agree (issue 31). */}
              <TeamOutlined aria-hidden /> {memberCountText(members.data ? members.data.length : g.memberCount)}
            </li>
            {g.location && (
              <li>
                <EnvironmentOutlined aria-hidden /> {g.location}
              </li>
            )}
            <li>
              <CalendarOutlined aria-hidden /> {g.activityCount === 1 ? '1 activity' : `${g.activityCount} activities`}
            </li>
          </ul>
          <p className="aw-group-description">{g.description}</p>
          <div className="aw-card-actions">
            {!user ? (
              <Button type="primary" size="large" onClick={toAuth}>
                Join Group
              </Button>
            ) : mine.isPending ? null : isMember ? (
              <Button size="large" danger onClick={() => setDialog('leave')}>
                Leave Group
              </Button>
            ) : (
              <Button type="primary" size="large" onClick={() => setDialog('join')}>
                Join Group
              </Button>
            )}
            {/* Only those who can add one see it (issue 31); groups have no suggestions, so a member sees nothing. */}
            {organises && (
              <Button size="large" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('create')}>
                Create Activity
              </Button>
            )}
            {isMember && <span className="aw-member-note">You are {me?.role === 'admin' ? 'an admin of' : me?.role === 'organiser' ? 'a co-organiser of' : 'a member of'} this group.</span>}
            <ReportButton targetType="group" targetId={g.id} targetName={`the group ${g.name}`} />
          </div>
        </div>
      </header>

      <Tabs
        label="Activities, discussion and members"
        activeKey={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        items={[
          { key: 'upcoming', label: 'Upcoming Activities', children: activityList(upcoming, 'No upcoming activities yet.', 'Upcoming Activities', true) },
          { key: 'past', label: 'Past Activities', children: activityList(past, 'No past activities.', 'Past Activities') },
          {
            key: 'discussion',
            label: 'Discussion',
            children: (
              <Suspense fallback={<PageSpinner label="Loading the discussion..." />}>
                <DiscussionPanel where={{ place: 'group', id: g.id }} placeName={g.name} onJoin={() => setDialog('join')} headingHidden announceActivities={announceActivities} />
              </Suspense>
            ),
          },
          {
            key: 'members',
            label: 'Members',
            children: user && (isMember || session.isAdmin) ? (
              <MembersList query={members} manage={isGroupAdmin ? { groupId: g.id, selfId: user.id } : undefined} />
            ) : user ? (
              <p className="aw-empty-line">{memberCountText(g.memberCount)}. Join the group to see who is in it.</p>
            ) : (
              <p className="aw-empty-line">
                <Link to="/auth" state={{ from: location.pathname + location.search }}>Sign in</Link> to see who is in this group.
              </p>
            ),
          },
        ]}
      />

      {dialog === 'join' && <JoinGroupDialog group={g} open onClose={() => setDialog(null)} />}
      <Modal
        open={dialog === 'leave'}
        title={`Leave ${g.name}?`}
        onCancel={() => setDialog(null)}
        footer={[
          <Button key="stay" size="large" onClick={() => setDialog(null)}>
            Stay in the group
          </Button>,
          <Button key="leave" size="large" danger type="primary" loading={leave.isPending} onClick={() => leave.mutate()}>
            Leave Group
          </Button>,
        ]}
      >
        <p>You will no longer see members-only options, and your answers to upcoming activities of this group will be removed. You can join again at any time.</p>
        {handover && <p className="aw-callout">{handover}</p>}
      </Modal>
      {dialog === 'create' && organises && (
        <Suspense fallback={<DialogOpening label="Opening the form..." />}>
          <CreateActivityDialog groupId={g.id} groupName={g.name} groupLocation={g.location} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  );
}
