// The discussions module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createAnnouncementService, type Announcement, type AnnouncementFacts, type AnnouncementService } from './announcement-service';
export { discussionsMigrations } from './migrations';
export { createDiscussionsRepository, type DiscussionsRepository } from './repository';
export { registerDiscussionsRoutes } from './routes';
export {
  createDiscussionsService, type DiscussionFacts, type DiscussionPlaces, type DiscussionScamGuard, type FoundPlace, type DiscussionsService,
} from './service';
