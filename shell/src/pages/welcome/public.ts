// The public face of the welcome page: what the shell's other pages may use (docs/architecture.md, "Boundaries").
export { TownField } from './town-field';
