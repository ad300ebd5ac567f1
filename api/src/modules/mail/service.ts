import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';
import { renderMail, type MailContent } from './compose';
import type { Mailer, OutgoingMail } from './mailer';
import { createDeliveriesRepository } from './repository';
import { unsubscribeToken } from './unsubscribe-token';
import { apiPaths } from '@afterwork/contracts/paths';
import type { JobQueue, SendOptions } from '../jobs/public';

/** The queue every mail goes through (modules/jobs). */
export const MAIL_QUEUE = 'mail';

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
  /** Security mail (password reset, password changed, address confirmation): no unsubscribe, sent whatever the preferences and to unconfirmed addresses. */
  security?: boolean;
  content: Omit<MailContent, 'unsubscribeUrl'>;
  attachments?: OutgoingMail['attachments'];
  /** Once sent, the log keeps only the hashed key (a mail to someone who is no longer a member: issue 32 finding 4). */
  forget?: boolean;
  /** The Reply-To address: a conversation's reply address (reply-address.ts), so the member can answer by mail. */
  replyTo?: string;
}

/** `skipped`: a member's mail to an address they have not confirmed (only confirmation and security mail go there), or withdrawn by a moderator. */
export type MailOutcome = 'sent' | 'duplicate' | 'skipped';

/**
 * Mail goes out through the job queue: `send` enqueues (inside the caller's transaction when given one), and the
 * `mail` queue's workers call `deliver`, which sends at most once per idempotency key: claim the key (one SQL
 * statement), check the per-address limit, connect, mark the key handed over, send the body, mark it sent. A failed
 * send frees the key for the job's retry (with back-off). A sender that dies after handing the mail over leaves
 * the key 'handed-over': the job expires and is retried, finds the key taken and sends nothing, so that mail is
 * never sent twice. A sender that dies before (while it checked, waited for a connection or spoke the envelope)
 * leaves it 'sending': once that claim is older than the send timeout, the retried job takes it over and sends, so
 * that mail is not lost either (issue 32: the network test's worker killed mid-send lost 29 of 555 mails).
 * Every attempt at one mail carries the same Message-ID.
 */
export function createMailService(deps: {
  db: Knex;
  mailer: Mailer;
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'mailLimit' | 'mailJobs'>;
  logger: Logger;
}) {
  const deliveries = createDeliveriesRepository(deps.db);
  const { config } = deps;
  deps.jobs.define(MAIL_QUEUE, { retryLimit: config.mailJobs.retryLimit, retryDelaySeconds: config.mailJobs.retryDelaySeconds, expireInSeconds: config.mailJobs.expireInSeconds });

  const messageIdDomain = (() => {
    try {
      return new URL(config.publicUrl).hostname || 'afterwork.local';
    } catch {
      return 'afterwork.local';
    }
  })();
  /** The same for every attempt at one key; keyed with the secret, so it tells nothing about the key. */
  const messageIdOf = (key: string) => `<${createHmac('sha256', config.sessionSecret).update(`message-id:${key}`).digest('hex').slice(0, 32)}@${messageIdDomain}>`;
  /** Sent: marked, retried for a while when the database is away (a restart), so the mark is not lost. */
  const markSent = async (key: string, messageId: string) => {
    for (let wait = 250; ; wait *= 2) {
      try {
        return await deliveries.markSent(key, messageId);
      } catch (err) {
        if (wait > 8000) throw err;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  };

  const unsubscribeUrl = (userId: number, kind: string) =>
    `${config.publicUrl}${apiPaths.unsubscribe(unsubscribeToken(config.sessionSecret, userId, kind))}`;

  const service = {
    /** The site's address, for the links in mails (PUBLIC_URL). */
    publicUrl: config.publicUrl,
    unsubscribeUrl,
    /** Where mail goes, for the start-up log. */
    describe: () => deps.mailer.describe(),
    /** Closes the transport's pooled connections (server shutdown, end of a test). */
    close: () => deps.mailer.close(),

    /** Enqueues the mail; with `trx`, only if that transaction commits. */
    send(req: MailRequest, options: SendOptions = {}): Promise<string> {
      return deps.jobs.send(MAIL_QUEUE, req, options);
    },

    /** Enqueues many mails in a few statements (the reminder sweep); with `trx`, only if that transaction commits. */
    sendMany(reqs: MailRequest[], options: SendOptions & { chunk?: number } = {}): Promise<number> {
      return deps.jobs.sendMany(MAIL_QUEUE, reqs, options);
    },

    /** Runs the mail queue's workers in this process (the API unless JOBS_IN_PROCESS=false, or the worker). */
    startWorker(): Promise<void> {
      return deps.jobs.work<MailRequest>(MAIL_QUEUE, async (job) => {
        try {
          const outcome = await service.deliver(job.data);
          // A mail to someone who is no longer a member (the deletion's confirmation): the queue keeps nothing of it.
          if (job.data.forget && outcome !== 'duplicate') return { forget: true };
          // Claimed by a sender still within its send timeout: it may finish, or it died before the server had
          // the mail (this job's own earlier attempt, perhaps). Try again later: by then it is sent, or stale and ours.
          if (outcome === 'duplicate' && (await deliveries.status(job.data.key)) === 'sending') throw new Error('mail: another sender holds this mail; trying again later');
        } catch (err) {
          // Over the per-address limit: not a failure; the same mail is queued again for when the window frees.
          if (err instanceof MailLimitReached) return { retryInMs: err.retryInMs };
          throw err;
        }
      });
    },

    /** Forgets the member's mails still in the queue's table (sent or not), in the deletion's transaction. */
    forgetQueued(trx: Knex.Transaction, memberId: number): Promise<number> {
      return deps.jobs.forgetMember(trx, MAIL_QUEUE, memberId);
    },

    /** Sends now (the queue's worker calls this; tests too). At most once per key. */
    async deliver(req: MailRequest): Promise<MailOutcome> {
      const attempt = await deliveries.claim({ key: req.key, userId: req.userId, to: req.to, kind: req.kind, subject: req.content.subject }, config.mailJobs.expireInSeconds);
      if (!attempt) return 'duplicate';
      if (!req.security && (await deliveries.withdrawn(req.key))) {
        await deliveries.markSkipped(req.key, 'withdrawn: a moderator hid what it is about');
        return 'skipped';
      }
      if (!req.security && req.userId != null && !(await deliveries.confirmedAddress(req.userId, req.to))) {
        await deliveries.markSkipped(req.key, 'address not confirmed');
        return 'skipped';
      }
      let sent = false;
      try {
        const recent = await deliveries.recentToAddress(req.to, config.mailLimit.windowMs);
        if (recent.count >= config.mailLimit.max) throw new MailLimitReached(Math.max(1000, recent.freeInMs));
        const unsubscribe = !req.security && req.userId != null ? unsubscribeUrl(req.userId, req.kind) : undefined;
        const rendered = renderMail({ ...req.content, unsubscribeUrl: unsubscribe });
        const headers: Record<string, string> = { 'X-Afterwork-Kind': req.kind };
        if (req.replyTo) headers['Reply-To'] = req.replyTo;
        if (unsubscribe) {
          headers['List-Unsubscribe'] = `<${unsubscribe}>`;
          headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
        }
        const onHandOver = async () => {
          if (!(await deliveries.markHandedOver(req.key, attempt))) throw new Error('mail: this key was taken over by another sender');
        };
        const { messageId } = await deps.mailer.send({ to: req.to, ...rendered, headers, attachments: req.attachments, messageId: messageIdOf(req.key), onHandOver });
        sent = true;
        await markSent(req.key, messageId);
        if (req.forget) await deliveries.forgetKey(req.key);
        return 'sent';
      } catch (err) {
        // Sent but not marked (the database failed us): keep the key claimed, never send it again.
        if (sent) throw err;
        await deliveries.markFailed(req.key, err instanceof Error ? err.message : String(err)).catch(() => undefined);
        if (!(err instanceof MailLimitReached)) deps.logger.warn('mail: send failed', { kind: req.kind, error: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    },
  };
  return service;
}
export type MailService = ReturnType<typeof createMailService>;
/** What a service that tells members things needs of the mail: to queue mails (in its transaction) and the site's address for their links. */
export type MailOutbox = Pick<MailService, 'send' | 'sendMany' | 'publicUrl'>;
