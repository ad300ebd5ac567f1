import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { resultsOverviewQuery } from './api/dashboard-queries';
import { formatDay } from '@afterwork/ui/dates';
import { Link } from '@afterwork/ui/router';
import { LEVEL_LABELS, levelOf } from '@afterwork/contracts/assessment-definitions';

const ASSESSMENT_NAMES: Record<string, string> = {
  'mental-health': 'Mental health check',
  loneliness: 'Loneliness check',
  burnout: 'Burnout check',
  stress: 'Stress check',
  'social-connection': 'Social connection check',
};

/** A saved result's own page in the library (issue 31): its level, what it means, and what may help. */
const savedResultPath = (r: { id: number; assessmentId: string }) => `/assessments/${r.assessmentId}/results/${r.id}`;

/** The newest saved result of each self-assessment: its level ('High'), and a link to the full result. */
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
                Level: <span className="aw-dash-level">{LEVEL_LABELS[levelOf(r.percent)]}</span>. Score {r.score} of {r.maxScore} ({r.percent}%), saved{' '}
                {formatDay(r.createdAt)}.
              </p>
              <p style={{ margin: '4px 0 0' }}>
                <Link to={savedResultPath(r)} aria-label={`See the full result of your ${ASSESSMENT_NAMES[r.assessmentId] ?? r.assessmentId}`}>
                  See the full result
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <LinkButton to="/assessments" size="large">{latest.length ? 'All self-assessments' : 'Take a Self-Assessment'}</LinkButton>
      </div>
    </section>
  );
}
