// The mail module's public surface: what the app and other modules may import from it (named, never `export *`).
export { createMailer, type Mailer } from './mailer';
export { registerMailRoutes } from './routes';
export { createMailService, type MailOutbox, type MailRequest, type MailService } from './service';
export { mailMigrations } from './migrations';
export { common, DEFAULT_LOCALE, whenText, type Locale, type MailText } from './templates/locale';
