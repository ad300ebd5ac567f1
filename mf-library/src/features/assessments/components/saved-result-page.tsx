import { useEffect } from 'react';
import { Navigate, useParams } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDay } from '@afterwork/ui/dates';
import { errorText, useSession } from '@afterwork/shell-sdk';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import { findAssessment, type Assessment } from '@afterwork/contracts/assessment-definitions';
import { myResultsQuery } from '../api/assessments-queries';
import { resultOf } from '../lib/scoring';
import { describeChange } from '../lib/history';
import { AssessmentDisclaimer } from './assessment-disclaimer';
import { AssessmentIcon } from './assessment-icon';
import { ResultSummary } from './assessment-results';
import '../../../library.css';

/**
 * /assessments/:id/results/:resultId (issue 31): one of the member's saved results in full, as the dashboard links
 * it: the level, what it means, what may help, and how it compares with the one before. Only the member's own
 * results are asked for (the API lists nobody else's), so another id reads as not found.
 */
export default function SavedResultPage() {
  const { id, resultId } = useParams();
  const assessment = findAssessment(id);
  if (!assessment) return <Navigate to="/assessments" replace />;
  return <SavedResult assessment={assessment} resultId={Number(resultId)} />;
}

function SavedResult({ assessment: a, resultId }: { assessment: Assessment; resultId: number }) {
  const session = useSession();
  const { sendToSignIn } = useSignInFirst();
  const signedIn = !!session.user;
  const results = useQuery(myResultsQuery(a.id, signedIn));
  useEffect(() => {
    document.title = `Your ${a.title} result | Afterwork`;
  }, [a.title]);

  const list = results.data ?? [];
  const index = list.findIndex((r) => r.id === resultId);
  const saved = index >= 0 ? list[index] : undefined;
  const before = index >= 0 ? list[index + 1] : undefined;

  let body;
  if (session.status === 'loading' || (signedIn && results.isPending)) body = <PageSpinner label="Loading your result..." />;
  else if (!signedIn) {
    body = (
      <>
        <h1>Your {a.title} result</h1>
        <p>Your saved results are private. Please sign in to see them.</p>
        <Button type="primary" size="large" onClick={() => sendToSignIn(null)}>
          Sign in
        </Button>
      </>
    );
  } else if (results.isError) body = <p role="alert">Your result could not be loaded. {errorText(results.error)}</p>;
  else if (!saved) {
    body = (
      <>
        <h1>Result not found</h1>
        <p>We could not find this saved result. It may have been removed.</p>
      </>
    );
  } else {
    const result = resultOf(a, saved.score);
    body = (
      <>
        <h1>Your {a.title} result</h1>
        <p className="lib-lead">Saved on {formatDay(saved.createdAt)}. Only you can see it.</p>
        <ResultSummary assessment={a} result={result} />
        {before && (
          <p>
            Your result before this one, on {formatDay(before.createdAt, 'an earlier date')}, was {before.percent}%. {describeChange(before.percent, saved.percent)}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="lib-page lib-narrow">
      <div className="lib-runner" style={{ borderTopColor: a.color }}>
        <div className="lib-runner-top">
          <AssessmentIcon assessment={a} size={48} />
        </div>
        {body}
        <div className="lib-actions-row">
          <LinkButton to={`/assessments/${a.id}`} size="large">
            Take it again
          </LinkButton>
          <LinkButton to="/dashboard" type="primary" size="large">
            Back to my dashboard
          </LinkButton>
        </div>
      </div>
      <AssessmentDisclaimer />
    </div>
  );
}
