import { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
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
  /** The Message-ID header (angle brackets included); the same for every attempt at one mail. */
  messageId?: string;
  /**
   * Called once a connection to the server is ours and before the message's body is sent: the body waits for it,
   * and a throw abandons the transaction before the server has the message (it then never delivers it).
   */
  onHandOver?: () => Promise<void>;
}

export interface Mailer {
  /** Sends one message; answers the server's message id. Throws when the server refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Where mail goes, for the start-up log (never the password). */
  describe(): string;
  close(): void;
}

/** The message as one MIME text, and its envelope. */
async function compose(from: string, mail: OutgoingMail): Promise<{ envelope: { from: string; to: string[] }; message: Buffer }> {
  const { onHandOver: _ignored, ...fields } = mail;
  const compiled = new MailComposer({ from, ...fields }).compile();
  const envelope = compiled.getEnvelope() as { from: string; to: string[] };
  const message = await new Promise<Buffer>((resolve, reject) => compiled.build((err, out) => (err ? reject(err) : resolve(out))));
  return { envelope, message };
}

/**
 * Sends one message on a connection of its own (at most `slots` at once), its body held back until `onHandOver`
 * has resolved. nodemailer's SMTPConnection reads the body only once the server has accepted the envelope and
 * answered DATA, so the hand-over is marked at the last moment: the body and the final dot follow at once.
 */
function createHeldBackSender(smtpUrl: string, slots = 5) {
  const { auth, ...options } = parseConnectionUrl(smtpUrl) as SMTPConnection.Options & { auth?: SMTPConnection.Credentials };
  let free = slots;
  const waiting: Array<() => void> = [];
  const acquire = () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((r) => waiting.push(r)));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async (from: string, mail: OutgoingMail): Promise<void> => {
    const { envelope, message } = await compose(from, mail);
    await acquire();
    const connection = new SMTPConnection(options);
    // An error event (a refused or broken connection) fails the step under way; some never call their callback then.
    let failed: Error | undefined;
    let failStep: ((err: Error) => void) | undefined;
    connection.on('error', (err) => {
      failed ??= err;
      failStep?.(err);
    });
    connection.on('end', () => failStep?.(new Error('the mail server closed the connection')));
    const step = <T>(run: (done: (err?: Error | null, value?: T) => void) => void) =>
      new Promise<T>((resolve, reject) => {
        if (failed) return reject(failed);
        failStep = reject;
        run((err, value) => (err ? reject(err) : failed ? reject(failed) : resolve(value as T)));
      });
    try {
      await step<void>((done) => connection.connect((err) => done(err)));
      if (auth) await step<void>((done) => connection.login(auth, (err) => done(err)));
      let started = false;
      const body = new Readable({
        read() {
          if (started) return;
          started = true;
          (mail.onHandOver ?? (async () => undefined))().then(
            () => {
              this.push(message);
              this.push(null);
            },
            (err: Error) => this.destroy(err),
          );
        },
      });
      // A failed hand-over (the database away) ends the transaction before the final dot: the server keeps nothing.
      body.once('error', (err) => {
        failStep?.(err);
        connection.close();
      });
      await step((done) => connection.send(envelope, body, (err, info) => done(err, info)));
      connection.quit();
    } catch (err) {
      connection.close();
      throw err;
    } finally {
      release();
    }
  };
}

/**
 * nodemailer over SMTP from SMTP_URL (a pooled connection, so a burst of mails reuses a few connections).
 * Without SMTP_URL (development, tests that do not read mail) the message is only logged: nothing leaves the machine.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'smtpProblem' | 'mailFrom'>, logger: Logger): Mailer {
  if (config.smtpProblem) logger.warn('mail: SMTP_URL cannot be used, mails are only logged', { problem: config.smtpProblem });
  let transport: Transporter;
  let where: string;
  let heldBack: ReturnType<typeof createHeldBackSender> | undefined;
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const pooled = new URL(url);
    if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
    transport = nodemailer.createTransport(pooled.toString());
    heldBack = createHeldBackSender(config.smtpUrl);
    where = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  } else {
    transport = nodemailer.createTransport({ jsonTransport: true });
    where = 'nowhere (SMTP_URL is not set: mails are logged only)';
  }
  return {
    async send(mail) {
      if (mail.onHandOver && heldBack) {
        await heldBack(config.mailFrom, mail);
        return { messageId: mail.messageId ?? '' };
      }
      const { onHandOver, ...message } = mail;
      await onHandOver?.();
      const info = (await transport.sendMail({ from: config.mailFrom, ...message })) as { messageId?: string };
      if (!config.smtpUrl) logger.info('mail (not sent: no SMTP_URL)', { to: mail.to, subject: mail.subject });
      return { messageId: info.messageId ?? '' };
    },
    describe: () => where,
    close: () => transport.close(),
  };
}
