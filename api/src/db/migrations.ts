import type { Knex } from 'knex';
import * as accounts from '../modules/accounts/migrations/202611220001_accounts';
import * as resources from '../modules/resources/migrations/202611220002_resources';
import * as mentors from '../modules/mentors/migrations/202611220007_mentors';
import * as newsletter from '../modules/newsletter/migrations/202611220040_newsletter';
import * as businessEnquiries from '../modules/business-enquiries/migrations/202611220041_business_enquiries';
import * as adminAudit from '../modules/admin/migrations/202611220009_admin_audit';
import * as groups from '../modules/groups/migrations/202611220006_groups';
import * as communities from '../modules/communities/migrations/202611220005_communities';
import * as assessmentResults from '../modules/assessments/migrations/202611220030_assessment_results';
import * as resourcesSearch from '../modules/resources/migrations/202611220031_resources_search';
import * as groupsListVersion from '../modules/groups/migrations/202611220050_groups_list_version';
import * as communitiesListVersion from '../modules/communities/migrations/202611220051_communities_list_version';
import * as resourcesListVersion from '../modules/resources/migrations/202611230060_resources_list_version';
import * as remoteFailures from '../modules/remotes/migrations/202611250001_remote_failures';
import * as sessionRevocation from '../modules/accounts/migrations/202611251800_session_revocation';
import * as communityMembers from '../modules/communities/migrations/202611260010_community_members';
import * as oneActivitiesTable from '../modules/activities/migrations/202611260020_one_activities_table';
import * as notifications from '../modules/mail/migrations/202611270101_notifications';
import * as trustAndSafety from '../modules/safety/migrations/202611270301_trust_and_safety';
import * as goals from '../modules/goals/migrations/202611270501_goals';
import * as timeZones from '../modules/activities/migrations/202611270600_time_zones';
import * as activitySeries from '../modules/activities/migrations/202611270601_activity_series';
import * as communityGroupSearch from '../modules/communities/migrations/202611300301_community_group_search';
import * as communitiesLatitude from '../modules/communities/migrations/202611300302_communities_latitude';
import * as profilePrivacy from '../modules/accounts/migrations/202611300201_profile_privacy';
import * as warningNotices from '../modules/safety/migrations/202611300202_warning_notices';
import * as reminders from '../modules/mail/migrations/202611300101_reminders';
import * as dataExports from '../modules/safety/migrations/202611300203_data_exports';
import * as sessionCacheNotify from '../modules/accounts/migrations/202611300701_session_cache_notify';
import * as mentorSessionStartIndex from '../modules/mentors/migrations/202612010301_mentor_session_start_index';
import * as emailConfirmation from '../modules/accounts/migrations/202612010101_email_confirmation';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order. Append new lines at the end: [name, module].
 * Names are stored in knex_migrations: never rename one that has shipped.
 */
export const migrations: Array<[string, Migration]> = [
  ['202611220001_accounts', accounts],
  ['202611220002_resources', resources],
  ['202611220007_mentors', mentors],
  ['202611220040_newsletter', newsletter],
  ['202611220041_business_enquiries', businessEnquiries],
  ['202611220009_admin_audit', adminAudit],
  ['202611220006_groups', groups],
  ['202611220005_communities', communities],
  ['202611220030_assessment_results', assessmentResults],
  ['202611220031_resources_search', resourcesSearch],
  ['202611220050_groups_list_version', groupsListVersion],
  ['202611220051_communities_list_version', communitiesListVersion],
  ['202611230060_resources_list_version', resourcesListVersion],
  ['202611250001_remote_failures', remoteFailures],
  ['202611251800_session_revocation', sessionRevocation],
  ['202611260010_community_members', communityMembers],
  ['202611260020_one_activities_table', oneActivitiesTable],
  ['202611270101_notifications', notifications],
  ['202611270301_trust_and_safety', trustAndSafety],
  ['202611270501_goals', goals],
  ['202611270600_time_zones', timeZones],
  ['202611270601_activity_series', activitySeries],
  ['202611300301_community_group_search', communityGroupSearch],
  ['202611300302_communities_latitude', communitiesLatitude],
  ['202611300201_profile_privacy', profilePrivacy],
  ['202611300202_warning_notices', warningNotices],
  ['202611300101_reminders', reminders],
  ['202611300203_data_exports', dataExports],
  ['202611300701_session_cache_notify', sessionCacheNotify],
  ['202612010301_mentor_session_start_index', mentorSessionStartIndex],
  ['202612010101_email_confirmation', emailConfirmation],
];

/** A static knex migration source, so migrations load under tsx, jest and bundlers alike. */
export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
