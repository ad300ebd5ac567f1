// The realtime module's public surface: what the app and other modules may import from it (named, never `export *`).
export type { RealtimeReaders } from './audience';
export { createRealtimeHub, type RealtimeHub, type RealtimeLimits } from './hub';
export { realtimeMigrations } from './migrations';
export { scheduleRealtimePrune } from './prune';
export { createRealtimeRepository, publish, type Audience, type NewEvent, type PlaceAudience } from './repository';
export { registerRealtimeRoutes } from './routes';
