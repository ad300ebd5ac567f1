import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@afterwork/shell-sdk';
import { EmptyState, ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { LinkButton } from '@afterwork/ui/link-button';
import { formatDateAtIn, isUpcoming } from '@afterwork/ui/dates';
import { MemberAvatar } from './member-ui';
import { rsvpStatusText } from '@afterwork/ui/rsvp-words';
import { connectionsQuery, userActivitiesQuery, userGroupsQuery } from './api/profile-queries';
import { sortActivities } from './lib/sort-activities';

export function ActivitiesTab({ userId }: { userId: number }) {
  const query = useQuery(userActivitiesQuery(userId));
  if (query.isPending) return <PageSpinner label="Loading your activities..." />;
  const list = sortActivities(query.data ?? []);
  if (!list.length) {
    return (
      <EmptyState
        title="No activities yet"
        message="When you say you are going to an activity, it will appear here."
        action={<LinkButton to="/communities" type="primary" size="large">Explore Communities</LinkButton>}
      />
    );
  }
  return (
    <>
      <h2 className="aw-sr-only">Your activities</h2>
      <ul className="aw-list">
        {list.map((a) => (
          <li key={a.id}>
            <div className="aw-item">
              <div className="aw-item-main">
                <h3>{a.title}</h3>
                <ul className="aw-facts">
                  <li>{formatDateAtIn(a.startDate, a.timeZone)}</li>
                  <li>{a.isVirtual ? 'Online' : a.location || 'Place to be confirmed'} · {a.groupName ?? a.communityName}</li>
                </ul>
                <p className="aw-row" style={{ marginTop: 8, marginBottom: 0 }}>
                  <span className={isUpcoming(a) ? 'aw-badge' : 'aw-badge aw-badge-quiet'}>{isUpcoming(a) ? 'Upcoming' : 'Past'}</span>
                  <span className="aw-badge aw-badge-quiet">{rsvpStatusText(a.status, { waitlistPosition: a.waitlistPosition, past: !isUpcoming(a) })}</span>
                </p>
              </div>
              <LinkButton to={`/activities/${a.id}`} size="large" aria-label={`View Details: ${a.title}`}>
                View Details
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function GroupsTab({ userId }: { userId: number }) {
  const query = useQuery(userGroupsQuery(userId));
  if (query.isPending) return <PageSpinner label="Loading your groups..." />;
  const list = query.data ?? [];
  if (!list.length) {
    return (
      <EmptyState
        title="No groups yet"
        message="Join a group to meet members who share your interests."
        action={<LinkButton to="/groups" type="primary" size="large">Browse Groups</LinkButton>}
      />
    );
  }
  return (
    <>
      <h2 className="aw-sr-only">Your groups</h2>
      <ul className="aw-list">
        {list.map((g) => (
          <li key={g.id}>
            <div className="aw-item">
              <div className="aw-item-main">
                <h3>{g.name}</h3>
                <ul className="aw-facts">
                  <li>{g.description}</li>
                  <li>
                    {g.location ? `${g.location} · ` : ''}
                    {g.memberCount} {g.memberCount === 1 ? 'member' : 'members'}
                    {g.role === 'admin' ? ' · You are an Admin' : ''}
                  </li>
                </ul>
              </div>
              <LinkButton to={`/groups/${g.id}`} size="large" aria-label={`View Group: ${g.name}`}>
                View Group
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ConnectionsTab() {
  const query = useQuery(connectionsQuery());
  if (query.isPending) return <PageSpinner label="Loading your connections..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="We couldn't load your connections"
        message={errorText(query.error)}
        action={<RetryButton onRetry={() => void query.refetch()} />}
      />
    );
  }
  const list = query.data;
  if (!list.length) {
    return (
      <EmptyState
        title="No connections yet"
        message="Members who share a group with you will appear here."
        action={<LinkButton to="/groups" size="large">Browse Groups</LinkButton>}
      />
    );
  }
  return (
    <>
      <h2 className="aw-sr-only">Your connections</h2>
      <p className="aw-muted">Members who share a group with you.</p>
      <ul className="aw-list">
        {list.map((c) => (
          <li key={c.id}>
            <div className="aw-item" style={{ alignItems: 'center' }}>
              <MemberAvatar name={c.name} avatar={c.avatar} size={64} />
              <div className="aw-item-main">
                <h3>
                  <Link to={`/profile/${c.id}`}>{c.name}</Link>
                </h3>
                <ul className="aw-facts">
                  <li>{c.profession || 'Afterwork Member'}{c.location ? ` · ${c.location}` : ''}</li>
                  <li>Together in: {c.sharedGroups.join(', ')}</li>
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
