// The mentors module's public surface: what the app and other modules may import from it (named, never `export *`).
export { registerMentorsRoutes } from './routes';
export { mentorsMigrations } from './migrations';
export { seedMentors } from './seed';
