import type { NamedMigration } from '../../../db/migrations';
import * as businessEnquiries from './202611220041_business_enquiries';

/** The business-enquiries module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const businessEnquiriesMigrations: NamedMigration[] = [
  ['202611220041_business_enquiries', businessEnquiries],
];
