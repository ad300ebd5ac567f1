import { useEffect, useReducer, useRef } from 'react';
import { Navigate, useNavigate, useParams } from '@afterwork/ui/router';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { findAssessment, scoreAnswers, type Assessment } from '@afterwork/contracts/assessment-definitions';
import { initialRunnerState, runnerReducer, type RunnerState } from '../lib/runner-state';
import { clearPendingResult, readPendingResult } from '../lib/pending-result';
import { resultOf } from '../lib/scoring';
import { AssessmentDisclaimer } from './assessment-disclaimer';
import { AssessmentIcon } from './assessment-icon';
import { AssessmentResults } from './assessment-results';
import { ProgressBar } from './progress-bar';
import '../../../library.css';

/** /assessments/:id — welcome, questions, results. An unknown id goes to /resources. Lazy chunk. */
export default function AssessmentRunnerPage() {
  const { id } = useParams();
  const assessment = findAssessment(id);
  if (!assessment) return <Navigate to="/resources" replace />;
  return <AssessmentRunner key={assessment.id} assessment={assessment} />;
}

function AssessmentRunner({ assessment: a }: { assessment: Assessment }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(runnerReducer, a.id, (id): RunnerState => {
    const kept = readPendingResult(id);
    return kept ? { step: 'results', answers: kept } : initialRunnerState;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => clearPendingResult(), []);
  const stepKey = state.step === 'question' ? `q${state.index}` : state.step;
  const firstRender = useRef(true);
  useEffect(() => {
    // Move focus to the new step's heading, so keyboard and screen-reader users start at the top of it.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  const total = a.questions.length;
  return (
    <div className="lib-page lib-narrow">
      <div className="lib-runner" style={{ borderTopColor: a.color }}>
        <div className="lib-runner-top">
          <AssessmentIcon assessment={a} size={48} />
          <Button size="large" onClick={() => navigate('/resources')} icon={<CloseOutlined aria-hidden />} aria-label="Close and return to the library">
            Close
          </Button>
        </div>

        {state.step === 'welcome' && (
          <>
            <h1 ref={headingRef} tabIndex={-1}>{a.title} Assessment</h1>
            <p className="lib-lead">{a.description}</p>
            <h2>Before you begin</h2>
            <ul className="lib-notes">
              <li>There are {total} questions. It takes about {a.timeMinutes} minutes.</li>
              <li>Answer honestly. There are no right or wrong answers.</li>
              <li>There is no time limit. Take as long as you need.</li>
            </ul>
            <div className="lib-actions-row">
              <LinkButton to="/assessments" size="large">Back to Assessments</LinkButton>
              <Button type="primary" size="large" onClick={() => dispatch({ type: 'start' })}>Start Assessment</Button>
            </div>
          </>
        )}

        {state.step === 'question' && (() => {
          const question = a.questions[state.index];
          const chosen = state.answers[question.id];
          const last = state.index === total - 1;
          const n = state.index + 1;
          return (
            <>
              <p className="lib-eyebrow">{a.title} Assessment</p>
              <p className="lib-question-count" id="lib-q-count">Question {n} of {total}</p>
              <ProgressBar percent={(n / total) * 100} color={a.color} label={`Question ${n} of ${total}`} />
              <h1 ref={headingRef} tabIndex={-1} id="lib-q-text" className="lib-question">{question.text}</h1>
              <div className="lib-options" role="radiogroup" aria-labelledby="lib-q-text">
                {question.options.map((o) => (
                  <label key={o.id} className={`lib-option${chosen === o.id ? ' lib-option-checked' : ''}`}>
                    <input
                      type="radio"
                      name={question.id}
                      value={o.id}
                      checked={chosen === o.id}
                      onChange={() => dispatch({ type: 'choose', questionId: question.id, optionId: o.id })}
                    />
                    <span>{o.text}</span>
                  </label>
                ))}
              </div>
              <div className="lib-actions-row">
                <Button size="large" onClick={() => dispatch({ type: 'back' })}>Back</Button>
                <Button type="primary" size="large" disabled={!chosen} onClick={() => dispatch({ type: 'next', questionIds: a.questions.map((x) => x.id) })}>
                  {last ? 'See Results' : 'Next Question'}
                </Button>
              </div>
              {!chosen && <p className="lib-muted lib-hint">Choose an answer to continue.</p>}
            </>
          );
        })()}

        {state.step === 'results' && (
          <AssessmentResults
            assessment={a}
            result={resultOf(a, scoreAnswers(a, state.answers))}
            answers={state.answers}
            headingRef={headingRef}
            onRestart={() => dispatch({ type: 'restart' })}
          />
        )}
      </div>
      <AssessmentDisclaimer />
    </div>
  );
}
