import type { ZodType } from 'zod';

/** An antd Form rule that checks one field with its zod schema and shows the schema's own message. */
export const zodRule = (schema: ZodType) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this field');
  },
});

/** Field errors for antd's form.setFields from a server answer's `fields` (only for fields the form has). */
export const fieldErrors = (fields: Record<string, string> | undefined, known: readonly string[]) =>
  Object.entries(fields ?? {})
    .filter(([name]) => known.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
