import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import { pickRecommended } from './picks';
import { resourceListQuery } from './api/dashboard-queries';

/** Three picks from the library (the same list, and the same cache entry, as the library's own page). */
export function RecommendedResourcesCard() {
  const query = useQuery(resourceListQuery());
  return (
    <section className="aw-panel" aria-labelledby="dash-resources">
      <div className="aw-spread" style={{ marginBottom: 12 }}>
        <h2 id="dash-resources" style={{ margin: 0 }}>Recommended for You</h2>
        <Link to="/resources">See the whole library</Link>
      </div>
      {query.isPending ? (
        <PageSpinner label="Loading resources..." />
      ) : query.isError ? (
        <ErrorState title="Failed to fetch resources" message={errorText(query.error)} action={<RetryButton onRetry={() => void query.refetch()} />} />
      ) : (
        <ul className="aw-dash-grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pickRecommended(query.data).map((r) => (
            <li key={r.id} className="aw-panel aw-resource-card">
              <span className="aw-kind">{r.category}</span>
              <h3>{r.title}</h3>
              <p>{r.description}</p>
              <LinkButton to={`/resources/${r.id}`} size="large" aria-label={`Open: ${r.title}`}>
                Open
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
