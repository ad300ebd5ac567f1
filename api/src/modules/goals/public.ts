// The goals module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerGoalsRoutes } from './routes';
export { goalsMigrations } from './migrations';
