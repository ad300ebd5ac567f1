// The notifications module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createActivityNews, scheduleReminders } from './activity-news';
export { createMentorNews, mentorSessionEvent, scheduleMentorReminders } from './mentor-news';
export { createNotificationsRepository } from './repository';
export { registerNotificationsRoutes } from './routes';
