// The activities module's public surface: what the app and other modules may import from it (named, never `export *`).
export { type ActivityCore, createActivityRepository } from './activity-repository';
export { createActivityView } from './activity-view';
export { buildCalendar, buildEventCalendar, type IcsEvent } from './ics';
export { registerActivitiesRoutes } from './routes';
export type { AnswerableActivity } from './rsvp-repository';
export { isClosed, isFull } from './rsvp-rules';
export { createRsvpService } from './rsvp-service';
export { createSeriesService } from './series-service';
export { activitiesMigrations } from './migrations';
