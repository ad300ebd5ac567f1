import { useQuery } from '@tanstack/react-query';
import { Link } from '@afterwork/ui/router';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDateAtIn } from '@afterwork/ui/dates';
import type { NextDate } from '@afterwork/contracts/groups';
import { userCommunitiesQuery, userGroupsQuery } from '../profile/public';

interface Place {
  id: number;
  name: string;
  nextActivity: NextDate | null;
}

/** One list: each group or community, and its next date in words (or that none is planned). */
function PlaceList({ places, base }: { places: Place[]; base: '/groups' | '/communities' }) {
  return (
    <ul className="aw-list">
      {places.map((p) => (
        <li key={p.id}>
          <h3>
            <Link to={`${base}/${p.id}`}>{p.name}</Link>
          </h3>
          {p.nextActivity ? (
            <p className="aw-dash-next">
              Next: <Link to={`/activities/${p.nextActivity.id}`}>{p.nextActivity.title}</Link>, {formatDateAtIn(p.nextActivity.startDate, p.nextActivity.timeZone)}
            </p>
          ) : (
            <p className="aw-dash-next">No dates planned yet.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'My groups' (issue 31): the member's groups with their next dates. */
export function MyGroupsCard({ userId }: { userId: number }) {
  const query = useQuery(userGroupsQuery(userId));
  const groups = query.data ?? [];
  return (
    <section className="aw-panel" aria-labelledby="dash-groups">
      <h2 id="dash-groups">My groups</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your groups..." />
      ) : groups.length === 0 ? (
        <p>You have not joined a group yet. Groups meet for walks, coffee, crafts and more.</p>
      ) : (
        <PlaceList places={groups} base="/groups" />
      )}
      <LinkButton to="/groups" size="large">
        {groups.length ? 'Find more groups' : 'Browse Groups'}
      </LinkButton>
    </section>
  );
}

/** 'My communities' (issue 31): the communities she joined with their next dates. */
export function MyCommunitiesCard({ userId }: { userId: number }) {
  const query = useQuery(userCommunitiesQuery(userId));
  const communities = query.data ?? [];
  return (
    <section className="aw-panel" aria-labelledby="dash-communities">
      <h2 id="dash-communities">My communities</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your communities..." />
      ) : communities.length === 0 ? (
        <p>You have not joined a community yet. A community brings together the people and groups of a town or an interest.</p>
      ) : (
        <PlaceList places={communities} base="/communities" />
      )}
      <LinkButton to="/communities" size="large">
        {communities.length ? 'Find more communities' : 'Browse Communities'}
      </LinkButton>
    </section>
  );
}
