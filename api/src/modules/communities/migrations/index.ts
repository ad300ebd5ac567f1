import type { NamedMigration } from '../../../db/migrations';
import * as communities from './202611220005_communities';
import * as communitiesListVersion from './202611220051_communities_list_version';
import * as communityMembers from './202611260010_community_members';
import * as communityGroupSearch from './202611300301_community_group_search';
import * as communitiesLatitude from './202611300302_communities_latitude';

/** The communities module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const communitiesMigrations: NamedMigration[] = [
  ['202611220005_communities', communities],
  ['202611220051_communities_list_version', communitiesListVersion],
  ['202611260010_community_members', communityMembers],
  ['202611300301_community_group_search', communityGroupSearch],
  ['202611300302_communities_latitude', communitiesLatitude],
];
