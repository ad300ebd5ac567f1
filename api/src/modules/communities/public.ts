// The communities module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createCommunitiesRepository } from './repository';
export { registerCommunitiesRoutes } from './routes';
export { communitiesMigrations } from './migrations';
export { seedCommunities } from './seed';
