import type { NamedMigration } from '../../../db/migrations';
import * as discussions from './202612290001_discussions';
import * as announcementsAndScamFlags from './202612300101_announcements_and_scam_flags';
import * as activityDiscussions from './202612300201_activity_discussions';
import * as postReports from './202612311601_post_reports';
import * as postPhotos from './202612311603_post_photos';

/** The discussions module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const discussionsMigrations: NamedMigration[] = [
  ['202612290001_discussions', discussions],
  ['202612300101_announcements_and_scam_flags', announcementsAndScamFlags],
  ['202612300201_activity_discussions', activityDiscussions],
  ['202612311601_post_reports', postReports],
  ['202612311603_post_photos', postPhotos],
];
