// The activities module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createActivityRepository, type ActivityCore, type ActivityRepository } from './activity-repository';
export { createActivityService } from './activity-service';
export { createActivityView } from './activity-view';
export { createAttendanceRepository } from './attendance-repository';
export { createAttendanceService } from './attendance-service';
export type { ActivityFacts } from './facts';
export { buildCalendar, buildEventCalendar, type IcsEvent } from './ics';
export { activitiesMigrations } from './migrations';
export { registerActivitiesRoutes } from './routes';
export { createRsvpRepository } from './rsvp-repository';
export { isClosed, isFull } from './rsvp-rules';
export { createRsvpService } from './rsvp-service';
export { createSeriesRepository } from './series-repository';
export { createSeriesService } from './series-service';
