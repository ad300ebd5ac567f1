// The messages module's public surface: what the app and other modules may import from it (named, never `export *`).
export { messagesMigrations } from './migrations';
export { createMessagesRepository, type MessagesRepository } from './repository';
export { registerMessagesRoutes } from './routes';
export { createMessagesService, newConversationsWait, type MessageFacts, type MessagesService } from './service';
