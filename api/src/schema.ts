import type { Knex } from 'knex';
import { inOrder, migrationSourceOf } from './db/migrations';
import { migrateWith, type MigrateResult } from './db';
import { accountsMigrations, seedDemoAccounts, seedRoles } from './modules/accounts/public';
import { activitiesMigrations } from './modules/activities/public';
import { adminMigrations } from './modules/admin/public';
import { assessmentsMigrations } from './modules/assessments/public';
import { businessEnquiriesMigrations } from './modules/business-enquiries/public';
import { communitiesMigrations, seedCommunities } from './modules/communities/public';
import { discussionsMigrations } from './modules/discussions/public';
import { inboundMailMigrations } from './modules/inbound-mail/public';
import { goalsMigrations } from './modules/goals/public';
import { groupsMigrations, seedGroups } from './modules/groups/public';
import { helpersMigrations, seedDemoHelpers } from './modules/helpers/public';
import { mailMigrations } from './modules/mail/public';
import { pushMigrations } from './modules/push/public';
import { mentorsMigrations, seedMentors } from './modules/mentors/public';
import { messagesMigrations } from './modules/messages/public';
import { newsletterMigrations } from './modules/newsletter/public';
import { realtimeMigrations } from './modules/realtime/public';
import { remotesMigrations } from './modules/remotes/public';
import { resourcesMigrations, seedResources } from './modules/resources/public';
import { safetyMigrations } from './modules/safety/public';
import { platformMigrations } from './platform/migrations';

/**
 * The database's schema and seeds, as the modules register them (each module's `public.ts`): db/ imports no
 * module. A new module adds its list here; its migrations run in the order of their names (db/migrations.ts).
 */
export const migrations = inOrder([
  accountsMigrations,
  activitiesMigrations,
  adminMigrations,
  assessmentsMigrations,
  businessEnquiriesMigrations,
  communitiesMigrations,
  discussionsMigrations,
  inboundMailMigrations,
  goalsMigrations,
  groupsMigrations,
  helpersMigrations,
  mailMigrations,
  pushMigrations,
  mentorsMigrations,
  messagesMigrations,
  newsletterMigrations,
  realtimeMigrations,
  remotesMigrations,
  resourcesMigrations,
  safetyMigrations,
  platformMigrations,
]);

export const migrationSource = migrationSourceOf(migrations);

/** Every pending migration, once, whatever the number of instances starting together (db/index.ts). */
export const migrateLatest = (db: Knex, log?: (message: string) => void): Promise<MigrateResult> => migrateWith(db, migrations, log);

export interface SeedOptions {
  /** Demo accounts (demo / admin). Never true in production. */
  demoAccounts: boolean;
}

/**
 * Every module's seed, in order (later ones use what earlier ones wrote). Each one must be idempotent.
 * `base` runs everywhere (reference data); `demo` only outside production.
 */
const seeds: Array<{ name: string; demo: boolean; run: (db: Knex) => Promise<void> }> = [
  { name: 'roles', demo: false, run: seedRoles },
  { name: 'demo-accounts', demo: true, run: seedDemoAccounts },
  { name: 'resources', demo: false, run: seedResources },
  { name: 'mentors', demo: true, run: seedMentors },
  { name: 'communities', demo: true, run: (db) => seedCommunities(db) },
  { name: 'groups', demo: true, run: seedGroups },
  { name: 'helpers', demo: true, run: seedDemoHelpers },
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
