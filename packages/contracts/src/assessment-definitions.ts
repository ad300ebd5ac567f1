// Zod-free: mf-library's pages and the API (results by email, issue 17) read the same questions, values and words.
/**
 * The five self-assessments (spec part 1 §3), fixed data shared by mf-library and the API. Five questions each.
 * A higher score always means more to pay attention to. Positively worded questions are
 * reverse-ordered: their options keep the natural order, but the most positive answer is valued 0.
 * Wording is plain and kind, drawn from recognised wellbeing instruments (PHQ-4 / GAD, the UCLA
 * three-item loneliness scale, the Copenhagen Burnout Inventory, the Perceived Stress Scale, the
 * Lubben Social Network Scale), simplified for everyday use. Not diagnostic.
 */
export interface AssessmentOption {
  id: string;
  text: string;
  value: number;
}
export interface AssessmentQuestion {
  id: string;
  text: string;
  options: AssessmentOption[];
}
export type AssessmentIcon = 'heart' | 'team' | 'fire' | 'cloud' | 'link';
export interface Assessment {
  id: string;
  title: string;
  description: string;
  color: string;
  icon: AssessmentIcon;
  timeMinutes: number;
  questions: AssessmentQuestion[];
  /** What Low, Moderate and High mean for this assessment. */
  interpretations: { low: string; moderate: string; high: string };
  /**
   * Where the result suggests company (issue 19 §15): at these levels the result links to groups of this type
   * (the /groups type chip), with these words.
   */
  company?: { levels: Array<'low' | 'moderate' | 'high'>; groupType: 'social' | 'active'; label: string };
}

const scale = (labels: string[], reverse = false): AssessmentOption[] =>
  labels.map((text, i) => ({ id: `o${i}`, text, value: reverse ? labels.length - 1 - i : i }));

const q = (id: string, text: string, labels: string[], reverse = false): AssessmentQuestion => ({ id, text, options: scale(labels, reverse) });

const FREQUENCY_4 = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const OFTEN_3 = ['Hardly ever', 'Some of the time', 'Often'];
const OFTEN_5 = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
const STRESS_5 = ['Never', 'Almost never', 'Sometimes', 'Fairly often', 'Very often'];
const AGREE_5 = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'];

export const ASSESSMENTS: Assessment[] = [
  {
    id: 'mental-health',
    title: 'Mental Wellbeing',
    description: 'A short check on your mood and worry over the last two weeks.',
    color: '#1d4f91',
    icon: 'heart',
    timeMinutes: 3,
    questions: [
      q('mh1', 'Over the last two weeks, how often have you felt down, low or hopeless?', FREQUENCY_4),
      q('mh2', 'How often have you had little interest or pleasure in doing things you usually enjoy?', FREQUENCY_4),
      q('mh3', 'How often have you felt nervous, anxious or on edge?', FREQUENCY_4),
      q('mh4', 'How often have you been unable to stop or control worrying?', FREQUENCY_4),
      q('mh5', 'How often have you felt calm and hopeful about the days ahead?', FREQUENCY_4, true),
    ],
    interpretations: {
      low: 'Your answers suggest your mood and worry levels are in a good place right now. Keep doing the things that help you feel well.',
      moderate: 'Your answers suggest you have had some low or anxious days lately. Talking with someone you trust, staying active and keeping in touch with others can help.',
      high: 'Your answers suggest you have been struggling with low mood or worry. You do not have to manage this alone: consider speaking with your doctor or a counsellor.',
    },
    company: { levels: ['moderate'], groupType: 'social', label: 'See friendly groups to join' },
  },
  {
    id: 'loneliness',
    title: 'Loneliness',
    description: 'Five short questions about how connected or alone you have been feeling lately.',
    color: '#6b2fa0',
    icon: 'team',
    timeMinutes: 2,
    questions: [
      q('lo1', 'How often do you feel that you lack companionship?', OFTEN_3),
      q('lo2', 'How often do you feel left out?', OFTEN_3),
      q('lo3', 'How often do you feel isolated from others?', OFTEN_3),
      q('lo4', 'How often do you feel there are people you can talk to?', OFTEN_3, true),
      q('lo5', 'How often do you feel part of a group of friends?', OFTEN_3, true),
    ],
    interpretations: {
      low: 'You seem to feel well connected to the people around you. Those relationships are worth nurturing.',
      moderate: 'You may be feeling lonely at times. Joining a community or group with shared interests is a gentle way to meet people.',
      high: 'You may be feeling lonely much of the time. That is more common than people think, and it can change: reaching out to one person or group this week is a good first step.',
    },
    company: { levels: ['moderate', 'high'], groupType: 'social', label: 'See friendly groups to join' },
  },
  {
    id: 'burnout',
    title: 'Burnout',
    description: 'Questions about tiredness and strain from work, caring or other responsibilities.',
    color: '#8a5300',
    icon: 'fire',
    timeMinutes: 3,
    questions: [
      q('bu1', 'How often do you feel tired and worn out?', OFTEN_5),
      q('bu2', 'How often do you feel emotionally drained by your responsibilities?', OFTEN_5),
      q('bu3', 'How often do you think "I cannot take any more of this"?', OFTEN_5),
      q('bu4', 'How often do you have enough energy for family, friends and hobbies?', OFTEN_5, true),
      q('bu5', 'How often do you feel you are able to rest and recover?', OFTEN_5, true),
    ],
    interpretations: {
      low: 'You show few signs of burnout. You seem to have a good balance between effort and rest.',
      moderate: 'You show some signs of strain. Protecting time to rest and sharing tasks with others can help you recover your energy.',
      high: 'You show many signs of burnout. Please be kind to yourself: consider asking for help with your responsibilities and talking to a professional.',
    },
  },
  {
    id: 'stress',
    title: 'Stress',
    description: 'How often life has felt unpredictable, uncontrollable or overloaded in the last month.',
    color: '#a3214f',
    icon: 'cloud',
    timeMinutes: 3,
    questions: [
      q('st1', 'In the last month, how often have you been upset because of something that happened unexpectedly?', STRESS_5),
      q('st2', 'How often have you felt unable to control the important things in your life?', STRESS_5),
      q('st3', 'How often have you felt nervous and stressed?', STRESS_5),
      q('st4', 'How often have you felt confident about handling your personal problems?', STRESS_5, true),
      q('st5', 'How often have you felt that things were going your way?', STRESS_5, true),
    ],
    interpretations: {
      low: 'Your stress level appears low. You seem to be coping well with what life brings.',
      moderate: 'Your stress level appears moderate. Regular breaks, gentle exercise and talking things through can help you keep it in check.',
      high: 'Your stress level appears high. Consider what you could set aside or share, and speak with a doctor or counsellor if it does not ease.',
    },
    company: { levels: ['moderate'], groupType: 'active', label: 'See gentle exercise groups' },
  },
  {
    id: 'social-connection',
    title: 'Social Connection',
    description: 'How much support and contact you have with friends, family and your community.',
    color: '#1e6b2f',
    icon: 'link',
    timeMinutes: 2,
    questions: [
      q('sc1', 'I have people I can count on when I need help.', AGREE_5, true),
      q('sc2', 'I see or speak with friends or family at least once a week.', AGREE_5, true),
      q('sc3', 'I feel comfortable talking about private matters with someone close to me.', AGREE_5, true),
      q('sc4', 'I take part in groups, clubs or community activities.', AGREE_5, true),
      q('sc5', 'I often wish I had more people to share my interests with.', AGREE_5),
    ],
    interpretations: {
      low: 'You appear to have strong social connections. Your network of support is a real strength.',
      moderate: 'You have some social connections, with room to grow. A new group or a regular call with a friend can strengthen them.',
      high: 'Your social connections appear limited right now. Small steps, like joining one community or reconnecting with an old friend, can make a big difference.',
    },
    company: { levels: ['moderate', 'high'], groupType: 'social', label: 'See friendly groups to join' },
  },
];

export const findAssessment = (id: string | undefined): Assessment | undefined => ASSESSMENTS.find((a) => a.id === id);

export type ScoreLevel = 'low' | 'moderate' | 'high';
export const LEVEL_LABELS = { low: 'Low', moderate: 'Moderate', high: 'High' } as const;

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

/** Whether every question has one of its own options as the answer. */
export const answersComplete = (a: Pick<Assessment, 'questions'>, answers: Record<string, string>): boolean =>
  a.questions.every((q) => q.options.some((o) => o.id === answers[q.id]));

export interface AssessmentOutcome {
  score: number;
  maxScore: number;
  /** round(score / maxScore * 100) */
  percent: number;
  level: ScoreLevel;
  label: (typeof LEVEL_LABELS)[ScoreLevel];
  interpretation: string;
}

/** Score, percentage, level and interpretation of a finished assessment (the page and the results mail). Pure. */
export function outcomeOf(a: Pick<Assessment, 'questions' | 'interpretations'>, score: number): AssessmentOutcome {
  const maxScore = maxScoreOf(a);
  const percent = percentOf(score, maxScore);
  const level = levelOf(percent);
  return { score, maxScore, percent, level, label: LEVEL_LABELS[level], interpretation: a.interpretations[level] };
}

/** The results-by-email pattern: non-space text, @, non-space text, a dot, non-space text (spec part 1 §5). */
export const isValidResultsEmail = (email: string): boolean => /^\S+@\S+\.\S+$/.test(email);
