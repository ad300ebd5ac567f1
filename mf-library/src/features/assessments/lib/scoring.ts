import type { Assessment } from '../data/assessments';

export type ScoreLevel = 'low' | 'moderate' | 'high';

export interface AssessmentResult {
  score: number;
  maxScore: number;
  /** round(score / maxScore * 100) */
  percent: number;
  level: ScoreLevel;
  label: 'Low' | 'Moderate' | 'High';
  /** Bar colour: green, yellow, red. */
  color: string;
  interpretation: string;
}

export const LEVEL_COLORS: Record<ScoreLevel, string> = { low: '#1e7b34', moderate: '#e0b000', high: '#c0271d' };
const LABELS = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;

/** The highest possible score: the sum of each question's largest option value. */
export const maxScoreOf = (a: Pick<Assessment, 'questions'>): number =>
  a.questions.reduce((sum, q) => sum + Math.max(0, ...q.options.map((o) => o.value)), 0);

/** Below 30 is Low, 30 to below 70 Moderate, 70 and above High (spec part 1 §4). */
export const levelOf = (percent: number): ScoreLevel => (percent < 30 ? 'low' : percent < 70 ? 'moderate' : 'high');

export const percentOf = (score: number, maxScore: number): number => (maxScore > 0 ? Math.round((score / maxScore) * 100) : 0);

/** Sum of the chosen options' values; an unanswered question counts 0. */
export function scoreAnswers(a: Pick<Assessment, 'questions'>, answers: Record<string, string>): number {
  return a.questions.reduce((sum, q) => sum + (q.options.find((o) => o.id === answers[q.id])?.value ?? 0), 0);
}

/** Score, percentage, level, colour and interpretation of a finished assessment. Pure. */
export function resultOf(a: Pick<Assessment, 'questions' | 'interpretations'>, score: number): AssessmentResult {
  const maxScore = maxScoreOf(a);
  const percent = percentOf(score, maxScore);
  const level = levelOf(percent);
  return { score, maxScore, percent, level, label: LABELS[level], color: LEVEL_COLORS[level], interpretation: a.interpretations[level] };
}

/** The results-by-email pattern: non-space text, @, non-space text, a dot, non-space text (spec part 1 §5). */
export const isValidResultsEmail = (email: string): boolean => /^\S+@\S+\.\S+$/.test(email);
