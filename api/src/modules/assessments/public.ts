// The assessments module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerAssessmentsRoutes } from './routes';
export { assessmentsMigrations } from './migrations';
