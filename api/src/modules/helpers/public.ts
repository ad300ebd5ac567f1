// The helpers module's public surface (issue 34 item 1): named exports only.
export { helperGate, ACTING_FOR } from './gate';
export { helpersMigrations } from './migrations';
export { createHelpersRepository, type HelpersRepository } from './repository';
export { registerHelpersRoutes } from './routes';
export { createHelpersService, HELPER_INVITATION_TTL_MS, type HelperLimits, type HelpersService, type TellMember } from './service';
export { DEMO_HELPER, seedDemoHelpers } from './seed';
