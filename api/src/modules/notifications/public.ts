// The notifications module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createActivityNews, scheduleReminders } from './activity-news';
export {
  ACTIVITY_CHAT_KIND, ANNOUNCEMENT_KIND, createDiscussionNews, DISCUSSION_POST_KIND, DISCUSSION_REMOVAL_KIND, DISCUSSION_REPLY_KIND, postLink, type DiscussionNews,
} from './discussion-news';
export { createDiscussionDigest, DISCUSSION_DIGEST_KIND, scheduleDiscussionDigest, type DiscussionDigest } from './discussion-digest';
export { createMessageNews, PRIVATE_MESSAGE_KIND, type MessageNews } from './message-news';
export { createMentorNews, mentorSessionEvent, scheduleMentorReminders, type MentorNews } from './mentor-news';
export { createNotifier, type Notifier } from './notify';
export { createNotificationsRepository, type NotificationsRepository } from './repository';
export { registerNotificationsRoutes } from './routes';
