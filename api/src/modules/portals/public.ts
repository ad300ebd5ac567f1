// The portals module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerPortalsRoutes } from './routes';
export { createPortalsRepository } from './repository';
export { createPortalsService } from './service';
