import { Link } from '@afterwork/ui/router';
import type { Group } from '@afterwork/contracts/groups';
import { PlaceMeta } from './place-meta';
import { PanelError, type QueryState } from './panel-error';

/**
 * 'Groups that meet in {town}' (issue 19 §2): the groups whose location names the community's town, each a link to
 * its page (where members join and RSVP), and a way to all groups when none meets there yet.
 */
export function GroupsPanel({ town, query }: { town: string; query: QueryState<Group[]> }) {
  return (
    <section className="cm-panel" aria-labelledby="cm-groups">
      <h2 id="cm-groups">Groups that meet in {town}</h2>
      {query.isPending ? (
        <p role="status">Loading groups...</p>
      ) : query.isError ? (
        <PanelError what="groups" query={query} />
      ) : !query.data?.length ? (
        <p>
          No groups meet in {town} yet. <Link to="/groups">See all groups</Link>
        </p>
      ) : (
        <>
          <ul className="cm-groups">
            {query.data.map((g) => (
              <li key={g.id} className="cm-group-item">
                <Link to={`/groups/${g.id}`} className="cm-group-name">{g.name}</Link>
                <PlaceMeta location={g.location} memberCount={g.memberCount} as="span" />
              </li>
            ))}
          </ul>
          <p className="cm-groups-all">
            <Link to="/groups">See all groups</Link>
          </p>
        </>
      )}
    </section>
  );
}
