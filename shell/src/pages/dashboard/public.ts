// The public face of the dashboard: what the shell's other pages may use (docs/architecture.md, "Boundaries").
export { InterestPicker } from './interest-picker';
