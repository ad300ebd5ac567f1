import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { errorText, notifyError, useSession } from '@afterwork/shell-sdk';
import { isValidResultsEmail, type Assessment } from '@afterwork/contracts/assessment-definitions';
import type { AssessmentResult } from '../lib/scoring';
import { myResultsQuery } from '../api/assessments-queries';
import { useSaveResult, useSendResultsEmail } from '../api/assessments-mutations';
import { formatDay } from '@afterwork/ui/dates';
import { describeChange } from '../lib/history';
import { ProgressBar } from './progress-bar';
import { rememberPendingResult } from '../lib/pending-result';

export function AssessmentResults({ assessment: a, result, answers, headingRef, onRestart }: {
  assessment: Assessment; result: AssessmentResult; answers: Record<string, string>; headingRef: RefObject<HTMLHeadingElement | null>; onRestart: () => void;
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>Your {a.title} Results</h1>
      <ResultSummary assessment={a} result={result} />
      <WellbeingHistory assessmentId={a.id} score={result.score} percent={result.percent} answers={answers} />
      <ResultsEmailForm assessmentId={a.id} answers={answers} />
      <div className="lib-actions-row">
        <Button size="large" onClick={onRestart}>Take Again</Button>
        <LinkButton to="/assessments" type="primary" size="large">Back to Assessments</LinkButton>
      </div>
    </>
  );
}

/** The score, its level ('High'), what it means, and (at some levels) groups to meet: a new result and a saved one. */
export function ResultSummary({ assessment: a, result }: { assessment: Assessment; result: AssessmentResult }) {
  return (
    <>
      <div className="lib-result-box">
        <p className="lib-score">
          Your score: <strong>{result.score}</strong> out of <strong>{result.maxScore}</strong> ({result.percent}%)
        </p>
        <p className="lib-level">
          Level: <span className={`lib-level-tag lib-level-${result.level}`}>{result.label}</span>
        </p>
        <ProgressBar percent={result.percent} color={result.color} label={`Score ${result.percent}%, ${result.label}`} height={16} />
        <p className="lib-interpretation">{result.interpretation}</p>
      </div>
      {a.company?.levels.includes(result.level) && (
        <section className="lib-company" aria-labelledby="lib-company-heading">
          <h2 id="lib-company-heading">Meet people</h2>
          <p>Groups on Afterwork meet for a walk, a coffee or a shared hobby, and new members are always welcome.</p>
          <div className="lib-actions-row">
            <LinkButton to={`/groups?type=${a.company.groupType}`} type="primary" size="large">{a.company.label}</LinkButton>
            <LinkButton to="/communities" size="large">Explore communities</LinkButton>
          </div>
        </section>
      )}
    </>
  );
}

/** Beyond the spec: a signed-in member may keep a result; only they can see it. */
function WellbeingHistory({ assessmentId, score, percent, answers }: { assessmentId: string; score: number; percent: number; answers: Record<string, string> }) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = !!session.user;
  const history = useQuery(myResultsQuery(assessmentId, signedIn));
  const save = useSaveResult(assessmentId);
  const [savedId, setSavedId] = useState<number | null>(null);
  // Issue 19 §15: a signed-in member's result is kept without an extra step, once per result shown.
  const tried = useRef(false);
  const keep = () =>
    save.mutate(score, {
      onSuccess: (saved) => setSavedId(saved.id),
      onError: (err) => notifyError('Could not save your result', errorText(err)),
    });
  useEffect(() => {
    if (!signedIn || tried.current) return;
    tried.current = true;
    keep();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the result is first shown to a signed-in member
  }, [signedIn]);

  if (session.status === 'loading') return null;
  if (!signedIn) {
    return (
      <section className="lib-history" aria-labelledby="lib-history-heading">
        <h2 id="lib-history-heading">Keep your results</h2>
        <p>Sign in to keep your results privately and see how they change over time. Only you can see them.</p>
        <Button
          size="large"
          onClick={() => {
            rememberPendingResult(assessmentId, answers);
            navigate('/auth', { state: { from: `/assessments/${assessmentId}` } });
          }}
        >
          Sign in to keep this result
        </Button>
      </section>
    );
  }
  const previous = history.data?.find((r) => r.id !== savedId);
  return (
    <section className="lib-history" aria-labelledby="lib-history-heading">
      <h2 id="lib-history-heading">Your wellbeing history</h2>
      {/* Compared once the save has settled, so the result just kept is never taken for an earlier one. */}
      {!savedId && !save.isError ? null : previous ? (
        <p data-testid="result-change">
          Your last saved result, on {formatDay(previous.createdAt, 'an earlier date')}, was {previous.percent}%. {describeChange(previous.percent, percent)}
        </p>
      ) : history.isSuccess ? (
        <p>This is your first result for this assessment. Next time you can compare.</p>
      ) : null}
      {savedId ? (
        <p className="lib-success" role="status">
          <CheckCircleOutlined aria-hidden /> Result saved to your private history.
        </p>
      ) : save.isError ? (
        <>
          <p role="alert">Your result was not saved. Please check your connection and try again.</p>
          <Button type="primary" size="large" loading={save.isPending} onClick={keep}>
            Try again
          </Button>
        </>
      ) : (
        <p role="status">Saving your result to your private history...</p>
      )}
    </section>
  );
}

/**
 * Spec part 1 §4–5, its words kept; beyond the spec (issue 17), the results are really sent: the API scores the
 * answers and queues the mail, and only then does the view switch to 'Results sent!'.
 */
function ResultsEmailForm({ assessmentId, answers }: { assessmentId: string; answers: Record<string, string> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendResultsEmail(assessmentId, answers);
  if (sentTo) {
    return (
      <section className="lib-email lib-email-sent" role="status" aria-labelledby="lib-email-heading">
        <h2 id="lib-email-heading"><CheckCircleOutlined aria-hidden /> Results sent!</h2>
        <p>Check your inbox at {sentTo} for your detailed assessment results.</p>
      </section>
    );
  }
  const trimmed = email.trim();
  return (
    <section className="lib-email" aria-labelledby="lib-email-heading">
      <h2 id="lib-email-heading">Get your results by email</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!trimmed || send.isPending) return;
          if (!isValidResultsEmail(trimmed)) {
            setError('Please enter a valid email address');
            return;
          }
          setError('');
          send.mutate(trimmed, {
            onSuccess: () => setSentTo(trimmed),
            onError: (err) => setError(`Your results were not sent. ${errorText(err)}`),
          });
        }}
      >
        <label htmlFor="lib-results-email" className="lib-label">Email address</label>
        <div className="lib-email-row">
          <input
            id="lib-results-email"
            className={`lib-input${error ? ' lib-input-error' : ''}`}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={!!error}
            aria-describedby={error ? 'lib-results-email-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error && isValidResultsEmail(e.target.value.trim())) setError('');
            }}
          />
          <Button type="primary" size="large" htmlType="submit" disabled={!trimmed} loading={send.isPending}>Send My Results</Button>
        </div>
        {error && <p id="lib-results-email-error" className="lib-field-error" role="alert">{error}</p>}
      </form>
    </section>
  );
}
