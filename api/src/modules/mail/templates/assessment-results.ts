import { common, DEFAULT_LOCALE, type Locale, type MailText } from './locale';

/** 'assessment-results': an assessment's score and interpretation, to a member's own address or one given on the spot. */
export interface AssessmentResultsData {
  assessment: { id: string; title: string };
  result: { score: number; maxScore: number; percent: number; label: string; interpretation: string };
  /** The member's name when it is their own address; undefined: an address given on the spot. */
  name?: string;
  origin: string;
}

export const texts = {
  en: {
    subject: (title: string) => `Your ${title} results`,
    hello: 'Hello,',
    intro: (title: string) => `Here are the results of the ${title} assessment you took on Afterwork.`,
    score: (r: AssessmentResultsData['result']) => `Your score: ${r.score} out of ${r.maxScore} (${r.percent}%). Level: ${r.label}.`,
    disclaimer:
      'This assessment is for educational purposes only. It is not a diagnosis and is no substitute for professional medical or mental health advice. If you are worried about how you feel, please speak with your doctor or a qualified professional.',
    action: 'See the assessments',
    reasonOwn: 'You are receiving this because you asked on Afterwork for your assessment results by email.',
    reasonAsked: 'You are receiving this because someone, probably you, asked on Afterwork for these results to be sent to this address. Nothing more will be sent because of it.',
  },
} as const;

export function assessmentResults(d: AssessmentResultsData, locale: Locale = DEFAULT_LOCALE): MailText {
  const t = texts[locale];
  return {
    subject: t.subject(d.assessment.title),
    greeting: d.name != null ? common(locale).greeting(d.name) : t.hello,
    paragraphs: [t.intro(d.assessment.title), t.score(d.result), d.result.interpretation, t.disclaimer],
    action: { label: t.action, url: `${d.origin}/assessments/${d.assessment.id}` },
    reason: d.name != null ? t.reasonOwn : t.reasonAsked,
  };
}
