// The groups module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createGroupRepository } from './group-repository';
export { GROUP_NOT_FOUND, USER_NOT_FOUND } from './group-service';
export { registerGroupsRoutes } from './routes';
export { groupsMigrations } from './migrations';
export { seedGroups } from './seed';
