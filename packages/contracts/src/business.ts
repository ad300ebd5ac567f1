import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './newsletter';

// 'Request Business Information' (spec part 1 §2 'Business', §9). Loaded by /business only, never by the first visit.

/** Spec part 1 §9: company-size options. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const companySizeLabel = (size: CompanySize): string => `${size} employees`;

/** What the visitor asked for: the form itself, or one of the three buttons above it. */
export const ENQUIRY_REQUEST_TYPES = ['information', 'demo', 'sales', 'consultation'] as const;
export type EnquiryRequestType = (typeof ENQUIRY_REQUEST_TYPES)[number];

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

/** What `POST /api/business-enquiries` answers (201). */
export interface BusinessEnquiryReceipt {
  id: number;
  firstName: string;
  companyEmail: string;
  requestType: EnquiryRequestType;
  receivedAt: string;
}
