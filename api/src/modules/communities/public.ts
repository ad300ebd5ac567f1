// The communities module's public surface: what the app and other modules may import from it (named, never `export *`).
export { communitiesMigrations } from './migrations';
export { createCommunitiesRepository, type CommunitiesRepository } from './repository';
export { registerCommunitiesRoutes } from './routes';
export { seedCommunities } from './seed';
export { createCommunitiesService } from './service';
