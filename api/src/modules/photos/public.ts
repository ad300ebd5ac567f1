// The photos module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerPhotoRoutes } from './routes';
export { createPhotoStore, photoFileOf, type PhotoStore } from './store';
