// Zod-free (pages import this without loading zod; see docs/architecture.md "Bytes").
/** The five assessments and their highest possible score (5 questions each; spec part 1 §3). */
export const ASSESSMENT_MAX_SCORES = {
  'mental-health': 15,
  loneliness: 10,
  burnout: 20,
  stress: 20,
  'social-connection': 20,
} as const;
export type AssessmentId = keyof typeof ASSESSMENT_MAX_SCORES;
export const ASSESSMENT_IDS = Object.keys(ASSESSMENT_MAX_SCORES) as [AssessmentId, ...AssessmentId[]];

