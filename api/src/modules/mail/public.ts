// The mail module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createMailer, type Mailer } from './mailer';
export { registerMailRoutes } from './routes';
export { createDeliveriesRepository } from './repository';
export { readReplyAddress, replyAddress, type ReplyThread } from './reply-address';
export { createMailService, type MailOutbox, type MailRequest, type MailService } from './service';
export { mailMigrations } from './migrations';
export { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from './templates/locale';
// The account and safety mails' words (one template per kind; the news' own are modules/notifications/templates).
export { accountDeleted } from './templates/account-deleted';
export { assessmentResults } from './templates/assessment-results';
export { dataExport } from './templates/data-export';
export { emailChanged } from './templates/email-changed';
export { emailConfirmation } from './templates/email-confirmation';
export { moderationSuspension } from './templates/moderation-suspension';
export { moderationWarning } from './templates/moderation-warning';
export { passwordChanged } from './templates/password-changed';
export { passwordReset } from './templates/password-reset';
export { replyRefused } from './templates/reply-refused';
export { signInLink } from './templates/sign-in-link';
