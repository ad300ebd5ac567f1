// The public face of the audit feature: what the other features of mf-admin may use (docs/architecture.md, "Boundaries").
export { AuditPanel } from './components/audit-panel';
