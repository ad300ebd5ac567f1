// The admin module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerAdminRoutes } from './routes';
export { adminMigrations } from './migrations';
