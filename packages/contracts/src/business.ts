import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './newsletter';
import { COMPANY_SIZES, ENQUIRY_REQUEST_TYPES } from './business-words';

// 'Request Business Information' (spec part 1 §2 'Business', §9): the schema. Loaded when the form first checks a
// field, never with the page (its words and choices are in business-words.ts).

export { COMPANY_SIZES, ENQUIRY_REQUEST_TYPES, companySizeLabel, type CompanySize, type EnquiryRequestType, type BusinessEnquiryReceipt } from './business-words';

const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

export const businessEnquirySchema = z.object({
  firstName: requiredText('Please enter your first name', 100, 'First name must not exceed 100 characters'),
  lastName: requiredText('Please enter your last name', 100, 'Last name must not exceed 100 characters'),
  companyEmail: z
    .string({ error: 'Please enter your company email address' })
    .trim()
    .min(1, 'Please enter your company email address')
    .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
    .refine(isValidEmail, 'Please enter a valid email address'),
  companyName: requiredText('Please enter your company name', 200, 'Company name must not exceed 200 characters'),
  companySize: z.enum(COMPANY_SIZES, { error: 'Please select your company size' }),
  requestType: z.enum(ENQUIRY_REQUEST_TYPES, { error: 'Unknown request type' }).default('information'),
});
export type BusinessEnquiryInput = z.input<typeof businessEnquirySchema>;
export type BusinessEnquiryData = z.output<typeof businessEnquirySchema>;
