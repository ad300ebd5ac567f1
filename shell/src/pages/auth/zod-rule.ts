import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** An antd Form rule that checks one field with its zod schema, so the messages are the contract's, word for word. */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this field');
    },
  };
}
