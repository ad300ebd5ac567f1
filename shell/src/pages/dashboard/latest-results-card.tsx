import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { resultsOverviewQuery } from './api/dashboard-queries';
import { formatDay } from '@afterwork/ui/dates';

const ASSESSMENT_NAMES: Record<string, string> = {
  'mental-health': 'Mental health check',
  loneliness: 'Loneliness check',
  burnout: 'Burnout check',
  stress: 'Stress check',
  'social-connection': 'Social connection check',
};

/** The newest saved result of each self-assessment. */
export function LatestResultsCard() {
  const query = useQuery(resultsOverviewQuery());
  // The newest result of each assessment, newest first, at most three.
  const latest = useMemo(() => {
    if (!query.data?.available) return [];
    const seen = new Set<string>();
    return [...query.data.results]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .filter((r) => (seen.has(r.assessmentId) ? false : (seen.add(r.assessmentId), true)))
      .slice(0, 3);
  }, [query.data]);
  return (
    <section className="aw-panel" aria-labelledby="dash-results">
      <h2 id="dash-results">Your Wellbeing Checks</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your results..." />
      ) : query.isError ? (
        <p>Your saved results could not be loaded just now. Please try again later.</p>
      ) : !query.data.available ? (
        <p>Saving assessment results is not available yet. You can still take a self-assessment in the library.</p>
      ) : latest.length === 0 ? (
        <p>You have not saved any assessment results yet.</p>
      ) : (
        <ul className="aw-list">
          {latest.map((r) => (
            <li key={r.id}>
              <h3>{ASSESSMENT_NAMES[r.assessmentId] ?? r.assessmentId}</h3>
              <p style={{ margin: 0 }}>
                Score {r.score} of {r.maxScore} ({r.percent}%), saved {formatDay(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <LinkButton to="/assessments" size="large">Take a Self-Assessment</LinkButton>
      </div>
    </section>
  );
}
