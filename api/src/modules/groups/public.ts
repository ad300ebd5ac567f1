// The groups module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createGroupRepository, type GroupRepository } from './group-repository';
export { createGroupService, GROUP_NOT_FOUND, USER_NOT_FOUND } from './group-service';
export { groupsMigrations } from './migrations';
export { registerGroupsRoutes } from './routes';
export { seedGroups } from './seed';
