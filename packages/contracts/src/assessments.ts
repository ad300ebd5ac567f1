import { z } from 'zod';

import { ASSESSMENT_IDS, ASSESSMENT_MAX_SCORES } from './assessment-ids';
import { isValidResultsEmail } from './assessment-definitions';

export * from './assessment-ids';

export const assessmentResultInputSchema = z
  .object({
    assessmentId: z.enum(ASSESSMENT_IDS, { error: 'Unknown assessment' }),
    score: z.number({ error: 'Score must be a whole number' }).int('Score must be a whole number').min(0, 'Score must not be negative'),
  })
  .refine((v) => v.score <= ASSESSMENT_MAX_SCORES[v.assessmentId], { message: 'Score is higher than this assessment allows', path: ['score'] });

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

/**
 * POST apiPaths.assessmentResultsEmail (issue 17): the answers (question id → option id) and where to send the
 * results; the API scores them itself with the shared definitions (assessment-definitions.ts).
 */
export const assessmentResultsEmailSchema = z.object({
  assessmentId: z.enum(ASSESSMENT_IDS, { error: 'Unknown assessment' }),
  answers: z.record(z.string().max(20), z.string().max(20), { error: 'Please answer every question' }),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(320, 'Please enter a valid email address')
    .refine(isValidResultsEmail, 'Please enter a valid email address'),
});
