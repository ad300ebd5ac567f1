import type { Knex } from 'knex';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';
import { renderMail, type MailContent } from './compose';
import type { Mailer, OutgoingMail } from './mailer';
import { createDeliveriesRepository } from './repository';
import { unsubscribeToken } from './unsubscribe-token';
import { apiPaths } from '@afterwork/contracts/paths';

/** The address already had its share of mail this window: the job waits `retryInMs` and tries again. */
export class MailLimitReached extends Error {
  constructor(readonly retryInMs: number) {
    super(`mail limit reached for this address; retry in ${Math.ceil(retryInMs / 1000)} s`);
    this.name = 'MailLimitReached';
  }
}

export interface MailRequest {
  /** Idempotency key: one mail per key, ever (e.g. `waitlist-promoted:12:345`). */
  key: string;
  userId: number | null;
  to: string;
  /** The notification kind (its unsubscribe stops this kind) or a security kind. */
  kind: string;
  /** Security mail (password reset, password changed): no unsubscribe, sent whatever the preferences. */
  security?: boolean;
  content: Omit<MailContent, 'unsubscribeUrl'>;
  attachments?: OutgoingMail['attachments'];
}

export type MailOutcome = 'sent' | 'duplicate';

/**
 * Sends a mail at most once per idempotency key: claim the key (one SQL statement), check the per-address limit,
 * send over SMTP, mark it sent. A failed send frees the key for the job's retry. A sender that dies between
 * sending and marking leaves the key claimed: that mail is never sent twice (the price: it is not retried either).
 */
export function createMailService(deps: { db: Knex; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'mailLimit'>; logger: Logger }) {
  const deliveries = createDeliveriesRepository(deps.db);
  const { config } = deps;

  const unsubscribeUrl = (userId: number, kind: string) =>
    `${config.publicUrl}${apiPaths.unsubscribe(unsubscribeToken(config.sessionSecret, userId, kind))}`;

  return {
    unsubscribeUrl,
    /** Closes the transport's pooled connections (server shutdown, end of a test). */
    close: () => deps.mailer.close(),

    async deliver(req: MailRequest): Promise<MailOutcome> {
      const claimed = await deliveries.claim({ key: req.key, userId: req.userId, to: req.to, kind: req.kind, subject: req.content.subject });
      if (!claimed) return 'duplicate';
      try {
        const recent = await deliveries.recentToAddress(req.to, config.mailLimit.windowMs);
        if (recent.count >= config.mailLimit.max) throw new MailLimitReached(Math.max(1000, recent.freeInMs));
        const unsubscribe = !req.security && req.userId != null ? unsubscribeUrl(req.userId, req.kind) : undefined;
        const rendered = renderMail({ ...req.content, unsubscribeUrl: unsubscribe });
        const headers: Record<string, string> = { 'X-Afterwork-Kind': req.kind };
        if (unsubscribe) {
          headers['List-Unsubscribe'] = `<${unsubscribe}>`;
          headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
        }
        const { messageId } = await deps.mailer.send({ to: req.to, ...rendered, headers, attachments: req.attachments });
        await deliveries.markSent(req.key, messageId);
        return 'sent';
      } catch (err) {
        await deliveries.markFailed(req.key, err instanceof Error ? err.message : String(err)).catch(() => undefined);
        if (!(err instanceof MailLimitReached)) deps.logger.warn('mail: send failed', { kind: req.kind, error: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
