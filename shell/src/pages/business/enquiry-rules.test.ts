import { enquiryFieldError } from './enquiry-rules';

describe('business enquiry rules (the contract zod schema, field by field)', () => {
  it.each([
    ['firstName', '', 'Please enter your first name'],
    ['firstName', '   ', 'Please enter your first name'],
    ['lastName', undefined, 'Please enter your last name'],
    ['companyEmail', '', 'Please enter your company email address'],
    ['companyEmail', 'dorothy@northwind', 'Please enter a valid email address'],
    ['companyName', '', 'Please enter your company name'],
    ['companySize', undefined, 'Please select your company size'],
    ['companySize', '1000+', 'Please select your company size'],
  ] as const)('%s = %p → %s', (field, value, message) => expect(enquiryFieldError(field, value)).toBe(message));

  it.each([
    ['firstName', 'Dorothy'],
    ['companyEmail', 'hr@northwind.example'],
    ['companySize', '500+'],
  ] as const)('%s = %p is fine', (field, value) => expect(enquiryFieldError(field, value)).toBeNull());
});
