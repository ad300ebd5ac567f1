// The inbound mail module's public surface: what the app and other modules may import from it (named, never `export *`).
export { inboundMailMigrations } from './migrations';
export { createInboundRepliesRepository } from './repository';
export { createInboundSmtpServer, type InboundSmtpServer } from './server';
export { createInboundMailService, REPLY_WORDS, type InboundMailService, type InboundReply, type ReplyingMembers, type ReplyTargets } from './service';
