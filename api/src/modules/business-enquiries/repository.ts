import type { Knex } from 'knex';
import type { BusinessEnquiryData } from '@afterwork/contracts/business';

export interface BusinessEnquiryRow {
  id: number;
  first_name: string;
  last_name: string;
  company_email: string;
  company_name: string;
  company_size: string;
  request_type: string;
  created_at: Date;
}

export function createBusinessEnquiriesRepository(db: Knex) {
  const table = () => db<BusinessEnquiryRow>('business_enquiries');
  const values = (e: BusinessEnquiryData) => ({
    first_name: e.firstName,
    last_name: e.lastName,
    company_email: e.companyEmail,
    company_name: e.companyName,
    company_size: e.companySize,
    request_type: e.requestType,
  });
  return {
    async insert(e: BusinessEnquiryData): Promise<BusinessEnquiryRow> {
      const [row] = await table().insert(values(e)).returning('*');
      return row as BusinessEnquiryRow;
    },
    /** The same enquiry sent again within `withinMs` (a double click, a retry after a lost answer). */
    findRecentDuplicate: (e: BusinessEnquiryData, withinMs: number) =>
      table()
        .where(values(e))
        .andWhere('created_at', '>', db.raw(`now() - (? * interval '1 millisecond')`, [withinMs]))
        .orderBy('id', 'desc')
        .first(),
    count: async (): Promise<number> => Number((await table().count<{ count: unknown }[]>('* as count'))[0]?.count ?? 0),
  };
}
