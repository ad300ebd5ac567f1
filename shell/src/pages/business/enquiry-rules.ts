import { businessEnquirySchema } from '@afterwork/contracts/business';

type Field = 'firstName' | 'lastName' | 'companyEmail' | 'companyName' | 'companySize';

/** An antd Form rule that checks one field with the contract's zod schema (the same rules and words as the API). */
export const enquiryRule = (field: Field) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = businessEnquirySchema.shape[field].safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this field');
  },
});

/** For unit tests and the form: the first message for a field's value, or null. */
export function enquiryFieldError(field: Field, value: unknown): string | null {
  const result = businessEnquirySchema.shape[field].safeParse(value ?? undefined);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check this field');
}
