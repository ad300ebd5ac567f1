import { businessEnquirySchema } from '@afterwork/contracts/business';
import { zodRule } from '@afterwork/ui/zod-form';

type Field = 'firstName' | 'lastName' | 'companyEmail' | 'companyName' | 'companySize';

/** What the enquiry form shows under a field for a value: the rule the form uses, run as antd runs it. */
async function messageFor(field: Field, value: unknown): Promise<string | null> {
  const rule = zodRule(businessEnquirySchema.shape[field]) as { validator: (rule: unknown, value: unknown) => Promise<void> };
  try {
    await rule.validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('business enquiry form rules (the contract zod schema, field by field)', () => {
  it.each([
    ['firstName', '', 'Please enter your first name'],
    ['firstName', '   ', 'Please enter your first name'],
    ['lastName', undefined, 'Please enter your last name'],
    ['companyEmail', '', 'Please enter your company email address'],
    ['companyEmail', 'dorothy@northwind', 'Please enter a valid email address'],
    ['companyName', '', 'Please enter your company name'],
    ['companySize', undefined, 'Please select your company size'],
    ['companySize', '1000+', 'Please select your company size'],
  ] as const)('%s = %p → %s', async (field, value, message) => expect(await messageFor(field, value)).toBe(message));

  it.each([
    ['firstName', 'Dorothy'],
    ['companyEmail', 'hr@northwind.example'],
    ['companySize', '500+'],
  ] as const)('%s = %p is fine', async (field, value) => expect(await messageFor(field, value)).toBeNull());
});
