import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Logger } from '../../http/logger';
import type { InboundMailService } from './service';

const firstAddress = (a: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(a) ? a[0] : a)?.value[0]?.address ?? '';

/** An SMTP answer with its code (smtp-server sends `responseCode` and the message). */
const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The inbound SMTP server of reply by email (the `smtp-server` package, as the local inbox): it takes mail only for
 * the reply addresses of our conversations (anything else is refused at RCPT, so it never relays), at most `maxBytes`
 * (refused at the door above it), parses it with mailparser and hands it to the inbound mail service. A mail is
 * answered '250' once handled (posted, or refused with a mail to the member saying why), '451' (try later) when our
 * side failed, so the sending server retries.
 */
export function createInboundSmtpServer(deps: { service: InboundMailService; maxBytes: number; logger: Logger }) {
  const { service, logger } = deps;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Afterwork replies',
    size: deps.maxBytes,
    closeTimeout: 1000,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      if (session.envelope.rcptTo.length >= 1) return callback(smtpError(452, 'One conversation per mail, please'));
      if (!service.threadOf(address.address)) return callback(smtpError(550, 'No such conversation here'));
      callback();
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      simpleParser(stream)
        .then(async (parsed) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw smtpError(552, 'This mail is too large');
          const outcome = await service.receive({ to, from: firstAddress(parsed.from), text: parsed.text ?? '', messageId: parsed.messageId });
          callback(null, outcome.posted ? 'Your answer is posted' : 'Received (not posted: we have written to you why)');
        })
        .catch((err: Error & { responseCode?: number }) => {
          if (!err.responseCode) logger.error('inbound mail: a mail could not be handled', { error: err.message });
          callback(err.responseCode ? err : smtpError(451, 'Please try again later'));
        });
    },
  });
  server.on('error', (err) => logger.warn('inbound mail: SMTP server error', { error: err.message }));

  return {
    /** Listens on `host:port`; answers the port (0 picks a free one). */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.server.address() as { port: number }).port);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
export type InboundSmtpServer = ReturnType<typeof createInboundSmtpServer>;
