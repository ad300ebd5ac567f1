import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parse `data` with a zod schema (unknown keys are stripped by z.object).
 * On failure: 400 whose message is the first issue's message and `fields` maps each path ("a.b") to its first message.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, {
    error: (iss) => (iss.code === 'invalid_type' && iss.input === undefined ? 'This field is required' : undefined),
  });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw badRequest(first, Object.keys(fields).length ? fields : undefined);
}

/** `parseId(ctx.params.id)`: a positive integer id, otherwise 400 'Invalid id'. */
export function parseId(raw: unknown, message = 'Invalid id'): number {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) throw badRequest(message);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id > 2147483647) throw badRequest(message);
  return id;
}
