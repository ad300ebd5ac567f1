// The jobs module's public surface: what the app and other modules may import from it (named, never `export *`).
export { type PeriodicLogger, runPeriodically } from './periodic';
export { createJobQueue, type JobQueue, type JobQueueOptions, type SendOptions } from './queue';
