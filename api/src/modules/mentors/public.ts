// The mentors module's public surface: what the app and other modules may import from it (named, never `export *`).
export { mentorsMigrations } from './migrations';
export { createMentorsRepository } from './repository';
export { registerMentorsRoutes } from './routes';
export { seedMentors } from './seed';
export { createMentorsService } from './service';
