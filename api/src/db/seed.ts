import type { Knex } from 'knex';
import { seedRoles, seedDemoAccounts } from '../modules/accounts/seed';
import { seedResources } from '../modules/resources/seed';
import { seedMentors } from '../modules/mentors/seed';
import { seedCommunities } from '../modules/communities/seed';
import { seedGroups } from '../modules/groups/seed';

export interface SeedOptions {
  /** Demo accounts (demo / admin). Never true in production. */
  demoAccounts: boolean;
}

/**
 * Every module's seed, in order. Each one must be idempotent. Append new modules here.
 * `base` runs everywhere (reference data); `demo` only outside production.
 */
const seeds: Array<{ name: string; demo: boolean; run: (db: Knex) => Promise<void> }> = [
  { name: 'roles', demo: false, run: seedRoles },
  { name: 'demo-accounts', demo: true, run: seedDemoAccounts },
  { name: 'resources', demo: false, run: seedResources },
  { name: 'mentors', demo: true, run: seedMentors },
  { name: 'communities', demo: true, run: (db) => seedCommunities(db) },
  { name: 'groups', demo: true, run: seedGroups },
];

export async function runSeeds(db: Knex, opts: SeedOptions): Promise<string[]> {
  const ran: string[] = [];
  for (const s of seeds) {
    if (s.demo && !opts.demoAccounts) continue;
    await s.run(db);
    ran.push(s.name);
  }
  return ran;
}
