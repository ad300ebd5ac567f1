// The business-enquiries module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerBusinessEnquiriesRoutes } from './routes';
export { businessEnquiriesMigrations } from './migrations';
