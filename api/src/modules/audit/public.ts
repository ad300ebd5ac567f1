// The audit module's public surface: what the app and other modules may import from it (named, never `export *`).
export { type AuditInput, auditRepository, toAuditEntry } from './repository';
