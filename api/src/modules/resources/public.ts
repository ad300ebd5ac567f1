// The resources module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerResourcesRoutes } from './routes';
export { resourcesMigrations } from './migrations';
export { seedResources } from './seed';
