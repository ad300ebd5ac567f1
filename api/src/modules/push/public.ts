// The push module's public surface: what the app and other modules may import from it (named, never `export *`).
export { pushMigrations } from './migrations';
export { registerPushRoutes } from './routes';
export { createPushService, PUSH_QUEUE, type PushOutbox, type PushRequest, type PushService } from './service';
