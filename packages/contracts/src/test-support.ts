// Helpers for this package's own tests (never imported by the apps).
import type { z } from 'zod';

/** The first message for each field path ('' for the whole object), as the API's validate() and the forms show them. */
export function messages(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The parsed value, failing the test with the messages when the schema refuses it. */
export function accepted<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(messages(schema, data))}`);
  return result.data;
}
