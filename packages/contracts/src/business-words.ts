// 'Request Business Information' (spec part 1 §2 'Business', §9): the words and choices of the form, zod-free, so
// /business shows its form without loading zod (business.ts holds the schema, loaded when the form first checks).

/** Spec part 1 §9: company-size options. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const companySizeLabel = (size: CompanySize): string => `${size} employees`;

/** What the visitor asked for: the form itself, or one of the three buttons above it. */
export const ENQUIRY_REQUEST_TYPES = ['information', 'demo', 'sales', 'consultation'] as const;
export type EnquiryRequestType = (typeof ENQUIRY_REQUEST_TYPES)[number];

/** What `POST /api/business-enquiries` answers (201). */
export interface BusinessEnquiryReceipt {
  id: number;
  firstName: string;
  companyEmail: string;
  requestType: EnquiryRequestType;
  receivedAt: string;
}
