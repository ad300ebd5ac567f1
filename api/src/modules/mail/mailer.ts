import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';

/** One message as the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

export interface Mailer {
  /** Sends one message; answers the server's message id. Throws when the server refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Where mail goes, for the start-up log (never the password). */
  describe(): string;
  close(): void;
}

/**
 * nodemailer over SMTP from SMTP_URL (a pooled connection, so a burst of mails reuses a few connections).
 * Without SMTP_URL (development, tests that do not read mail) the message is only logged: nothing leaves the machine.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'smtpProblem' | 'mailFrom'>, logger: Logger): Mailer {
  if (config.smtpProblem) logger.warn('mail: SMTP_URL cannot be used, mails are only logged', { problem: config.smtpProblem });
  let transport: Transporter;
  let where: string;
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const pooled = new URL(url);
    if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
    transport = nodemailer.createTransport(pooled.toString());
    where = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  } else {
    transport = nodemailer.createTransport({ jsonTransport: true });
    where = 'nowhere (SMTP_URL is not set: mails are logged only)';
  }
  return {
    async send(mail) {
      const info = (await transport.sendMail({ from: config.mailFrom, ...mail })) as { messageId?: string };
      if (!config.smtpUrl) logger.info('mail (not sent: no SMTP_URL)', { to: mail.to, subject: mail.subject });
      return { messageId: info.messageId ?? '' };
    },
    describe: () => where,
    close: () => transport.close(),
  };
}
