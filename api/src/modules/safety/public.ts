// The safety module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createDataExportService, type DataExportService } from './data-export';
export { safetyMails } from './mails';
export { registerSafetyRoutes } from './routes';
export { safetyMigrations } from './migrations';
