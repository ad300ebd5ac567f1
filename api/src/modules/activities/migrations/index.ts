import type { NamedMigration } from '../../../db/migrations';
import * as oneActivitiesTable from './202611260020_one_activities_table';
import * as timeZones from './202611270600_time_zones';
import * as activitySeries from './202611270601_activity_series';
import * as canonicalTimeZones from './202612020601_canonical_time_zones';
import * as guestsAndAttendance from './202612310600_guests_and_attendance';

/** The activities module's migrations: [name as stored in knex_migrations (never rename a shipped one), migration]. */
export const activitiesMigrations: NamedMigration[] = [
  ['202611260020_one_activities_table', oneActivitiesTable],
  ['202611270600_time_zones', timeZones],
  ['202611270601_activity_series', activitySeries],
  ['202612020601_canonical_time_zones', canonicalTimeZones],
  ['202612310600_guests_and_attendance', guestsAndAttendance],
];
