// The public face of the goodbye page: what the shell's other pages may use (docs/architecture.md, "Boundaries").
export { keepGoodbyeAddress } from './goodbye-address';
