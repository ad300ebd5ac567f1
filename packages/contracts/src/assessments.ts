import { z } from 'zod';

import { ASSESSMENT_IDS, ASSESSMENT_MAX_SCORES } from './assessment-ids';

export * from './assessment-ids';

export const assessmentResultInputSchema = z
  .object({
    assessmentId: z.enum(ASSESSMENT_IDS, { error: 'Unknown assessment' }),
    score: z.number({ error: 'Score must be a whole number' }).int('Score must be a whole number').min(0, 'Score must not be negative'),
  })
  .refine((v) => v.score <= ASSESSMENT_MAX_SCORES[v.assessmentId], { message: 'Score is higher than this assessment allows', path: ['score'] });
export type AssessmentResultInput = z.input<typeof assessmentResultInputSchema>;

export const assessmentResultSchema = z.object({
  id: z.number().int(),
  assessmentId: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  createdAt: z.string(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const assessmentResultsQuerySchema = z.object({
  assessmentId: z.enum(ASSESSMENT_IDS, { error: 'Unknown assessment' }).optional(),
});
