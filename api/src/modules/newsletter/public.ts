// The newsletter module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerNewsletterRoutes } from './routes';
export { newsletterMigrations } from './migrations';
