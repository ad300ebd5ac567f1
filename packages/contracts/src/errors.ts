import { z } from 'zod';

/** Every API failure has this body (DESIGN.md §3). `fields` maps a form field to its message. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
