// The safety module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createBlockService } from './block-service';
export { createDataExportService, type DataExportService } from './data-export';
export { safetyMails } from './mails';
export { safetyMigrations } from './migrations';
export { createModerationService } from './moderation-service';
export { createReportService } from './report-service';
export { createSafetyRepository } from './repository';
export { registerSafetyRoutes } from './routes';
export { checkForScam, type ScamCheckOptions } from './scam-guard';
export { createScamGuard, scamNudge, type ScamGuard, type ScamReviewLimit, type ScamSource } from './scam-guard-service';
