import { ASSESSMENT_MAX_SCORES } from '@afterwork/contracts/assessment-ids';
import { ASSESSMENTS, findAssessment, isValidResultsEmail, levelOf, maxScoreOf, percentOf, scoreAnswers } from '@afterwork/contracts/assessment-definitions';
import { resultOf } from './scoring';
import { initialRunnerState, runnerReducer, type RunnerState } from './runner-state';
import { describeChange } from './history';

describe('assessment data (spec part 1 §3)', () => {
  const table: Record<string, { minutes: number; options: number; max: number }> = {
    'mental-health': { minutes: 3, options: 4, max: 3 },
    loneliness: { minutes: 2, options: 3, max: 2 },
    burnout: { minutes: 3, options: 5, max: 4 },
    stress: { minutes: 3, options: 5, max: 4 },
    'social-connection': { minutes: 2, options: 5, max: 4 },
  };
  it('has the five assessments in order, five questions each, with the documented options and values', () => {
    expect(ASSESSMENTS.map((a) => a.id)).toEqual(Object.keys(table));
    for (const a of ASSESSMENTS) {
      const t = table[a.id];
      expect(a.timeMinutes).toBe(t.minutes);
      expect(a.questions).toHaveLength(5);
      for (const q of a.questions) {
        expect(q.options).toHaveLength(t.options);
        expect(q.options.map((o) => o.value).sort()).toEqual(Array.from({ length: t.options }, (_, i) => i));
        expect(new Set(q.options.map((o) => o.id)).size).toBe(t.options);
      }
      expect(maxScoreOf(a)).toBe(t.max * 5);
      expect(maxScoreOf(a)).toBe(ASSESSMENT_MAX_SCORES[a.id as keyof typeof ASSESSMENT_MAX_SCORES]);
    }
  });
  it('some questions are reverse-ordered, with the most positive answer valued 0', () => {
    for (const a of ASSESSMENTS) {
      const reversed = a.questions.filter((q) => q.options[0].value > q.options[q.options.length - 1].value);
      expect(reversed.length).toBeGreaterThan(0);
      expect(reversed.length).toBeLessThan(a.questions.length + 1);
    }
  });
  it('findAssessment knows the ids and nothing else', () => {
    expect(findAssessment('stress')?.title).toBe('Stress');
    expect(findAssessment('nope')).toBeUndefined();
    expect(findAssessment(undefined)).toBeUndefined();
  });
});

describe('scoring (spec part 1 §4)', () => {
  it('percent = round(score / max * 100)', () => {
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(7, 15)).toBe(47);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(15, 15)).toBe(100);
    expect(percentOf(3, 0)).toBe(0);
  });
  it('below 30 is Low, 30 to below 70 Moderate, 70 and above High', () => {
    expect(levelOf(0)).toBe('low');
    expect(levelOf(29)).toBe('low');
    expect(levelOf(30)).toBe('moderate');
    expect(levelOf(69)).toBe('moderate');
    expect(levelOf(70)).toBe('high');
    expect(levelOf(100)).toBe('high');
  });
  it('thresholds apply after rounding: 29.5% rounds to 30 (Moderate)', () => {
    const fake = { questions: [{ id: 'a', text: '', options: [{ id: 'x', text: '', value: 200 }] }], interpretations: { low: 'L', moderate: 'M', high: 'H' } };
    expect(resultOf(fake, 59).percent).toBe(30);
    expect(resultOf(fake, 59).label).toBe('Moderate');
    expect(resultOf(fake, 58).label).toBe('Low');
    expect(resultOf(fake, 139).label).toBe('High');
  });
  it('gives score, max, percent, level, colour and the matching interpretation', () => {
    const a = findAssessment('loneliness')!;
    expect(resultOf(a, 2)).toMatchObject({ score: 2, maxScore: 10, percent: 20, level: 'low', label: 'Low', color: '#1e7b34', interpretation: a.interpretations.low });
    expect(resultOf(a, 5)).toMatchObject({ percent: 50, label: 'Moderate', color: '#e0b000', interpretation: a.interpretations.moderate });
    expect(resultOf(a, 7)).toMatchObject({ percent: 70, label: 'High', color: '#c0271d', interpretation: a.interpretations.high });
  });
  it('scores the chosen options (values, not positions)', () => {
    const a = findAssessment('mental-health')!;
    const allFirst = Object.fromEntries(a.questions.map((q) => [q.id, q.options[0].id]));
    // Four plain questions answered 'Not at all' (0) and the reverse one answered 'Not at all' (3).
    expect(scoreAnswers(a, allFirst)).toBe(3);
    const allLast = Object.fromEntries(a.questions.map((q) => [q.id, q.options[q.options.length - 1].id]));
    expect(scoreAnswers(a, allLast)).toBe(12);
    expect(scoreAnswers(a, {})).toBe(0);
  });
  it('the results email needs text@text.text with no spaces', () => {
    expect(isValidResultsEmail('rose@example.com')).toBe(true);
    expect(isValidResultsEmail('rose@example')).toBe(false);
    expect(isValidResultsEmail('rose example.com')).toBe(false);
    expect(isValidResultsEmail('')).toBe(false);
  });
  it('describes the change since the previous saved result', () => {
    expect(describeChange(40, 40)).toBe('This time it is the same.');
    expect(describeChange(47, 40)).toMatch(/^This time it is 7 points lower/);
    expect(describeChange(40, 41)).toMatch(/^This time it is 1 point higher/);
  });
});

describe('runner steps (spec part 1 §4)', () => {
  const ids = ['q1', 'q2'];
  const run = (...actions: Parameters<typeof runnerReducer>[1][]) => actions.reduce<RunnerState>(runnerReducer, initialRunnerState);
  it('welcome → questions → results; Next needs a choice; Back from question 1 returns to welcome; restart resets', () => {
    expect(run({ type: 'start' })).toEqual({ step: 'question', index: 0, answers: {} });
    expect(run({ type: 'start' }, { type: 'next', questionIds: ids })).toEqual({ step: 'question', index: 0, answers: {} });
    const s = run({ type: 'start' }, { type: 'choose', questionId: 'q1', optionId: 'o2' }, { type: 'next', questionIds: ids });
    expect(s).toEqual({ step: 'question', index: 1, answers: { q1: 'o2' } });
    expect(runnerReducer(s, { type: 'back' })).toMatchObject({ step: 'question', index: 0, answers: { q1: 'o2' } });
    expect(run({ type: 'start' }, { type: 'back' })).toEqual(initialRunnerState);
    const done = [{ type: 'choose', questionId: 'q2', optionId: 'o1' } as const, { type: 'next', questionIds: ids } as const].reduce(runnerReducer, s);
    expect(done).toEqual({ step: 'results', answers: { q1: 'o2', q2: 'o1' } });
    expect(runnerReducer(done, { type: 'restart' })).toEqual(initialRunnerState);
  });
});
