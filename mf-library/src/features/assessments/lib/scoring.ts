import { outcomeOf, type Assessment, type AssessmentOutcome, type ScoreLevel } from '@afterwork/contracts/assessment-definitions';

// The scoring rules live with the questions in the contracts (the API computes the results mail from the same);
// the page adds the bar's colour.

export interface AssessmentResult extends AssessmentOutcome {
  /** Bar colour: green, yellow, red. */
  color: string;
}

export const LEVEL_COLORS: Record<ScoreLevel, string> = { low: '#1e7b34', moderate: '#e0b000', high: '#c0271d' };

/** Score, percentage, level, colour and interpretation of a finished assessment. Pure. */
export function resultOf(a: Pick<Assessment, 'questions' | 'interpretations'>, score: number): AssessmentResult {
  const outcome = outcomeOf(a, score);
  return { ...outcome, color: LEVEL_COLORS[outcome.level] };
}
