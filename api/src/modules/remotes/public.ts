// The remotes module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createRegistryStore, type RegistryStore } from './registry-store';
export { registerRemotesRoutes } from './routes';
export { visitorRegistry } from './visitor-registry';
export { remotesMigrations } from './migrations';
export { createRemoteFailuresRepository } from './repository';
