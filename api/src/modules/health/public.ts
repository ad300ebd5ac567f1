// The health module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerHealthRoutes } from './routes';
export { createHealthRepository } from './repository';
