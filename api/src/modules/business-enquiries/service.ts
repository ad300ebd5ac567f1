import type { Knex } from 'knex';
import type { BusinessEnquiryData, BusinessEnquiryReceipt, EnquiryRequestType } from '@afterwork/contracts/business';
import { normalizeEmail } from '@afterwork/contracts/newsletter';
import { MINUTE, HOUR } from '../../deps';
import { iso } from '../../db';
import { createRateLimiter, waitMessage } from '../../platform/rate-limit';
import { createBusinessEnquiriesRepository, type BusinessEnquiryRow } from './repository';

/** A real company asks once or twice; a script asks hundreds of times. */
export const businessEnquiryLimits = {
  perAddress: { max: 5, windowMs: HOUR },
  perIp: { max: 10, windowMs: HOUR },
};
export const BUSINESS_RATE_LIMIT_MESSAGE = waitMessage('You have sent too many requests.');
const DUPLICATE_WINDOW_MS = 10 * MINUTE;

const toReceipt = (r: BusinessEnquiryRow): BusinessEnquiryReceipt => ({
  id: r.id,
  firstName: r.first_name,
  companyEmail: r.company_email,
  requestType: r.request_type as EnquiryRequestType,
  receivedAt: iso(r.created_at)!,
});

export function createBusinessEnquiriesService(db: Knex) {
  const repo = createBusinessEnquiriesRepository(db);
  const perIp = createRateLimiter(db, businessEnquiryLimits.perIp, BUSINESS_RATE_LIMIT_MESSAGE);
  const perAddress = createRateLimiter(db, businessEnquiryLimits.perAddress, BUSINESS_RATE_LIMIT_MESSAGE);
  return {
    repo,
    /** Stores the enquiry; the identical enquiry sent again within 10 minutes is answered with the first one. */
    async submit(input: BusinessEnquiryData, ip: string): Promise<{ receipt: BusinessEnquiryReceipt; created: boolean }> {
      const data = { ...input, companyEmail: normalizeEmail(input.companyEmail) };
      await perIp.hit(`business:ip:${ip}`);
      await perAddress.hit(`business:email:${data.companyEmail}`);
      const duplicate = await repo.findRecentDuplicate(data, DUPLICATE_WINDOW_MS);
      if (duplicate) return { receipt: toReceipt(duplicate), created: false };
      return { receipt: toReceipt(await repo.insert(data)), created: true };
    },
  };
}
