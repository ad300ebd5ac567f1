import webpush, { WebPushError } from 'web-push';
import type { Agent } from 'node:https';
import type { Knex } from 'knex';
import { PUSH_SUBSCRIPTION_NOT_FOUND, PUSH_SUBSCRIPTION_TAKEN, type PushPayload, type PushSubscriptionInput } from '@afterwork/contracts/push';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { Config } from '../../config';
import type { Logger } from '../../http/logger';
import { conflict, notFound } from '../../platform/errors';
import type { JobQueue } from '../jobs/public';
import { createPushRepository } from './repository';

export const PUSH_QUEUE = 'push';

/** One push for one member (all their subscribed devices get it). */
export interface PushRequest {
  userId: number;
  payload: PushPayload;
}

/** What the notifier needs: queue pushes, in its transaction (they exist only if it commits). */
export interface PushOutbox {
  sendMany(items: PushRequest[], trx?: Knex.Transaction): Promise<number>;
}

/**
 * Web Push (issue 33 §2) with the `web-push` package: the installation's VAPID keys (made on first use, kept in the
 * database), the members' devices, and a job queue that sends each push, encrypted for each of the member's devices
 * (RFC 8291), to their push services. A device the push service says is gone (404 or 410) is removed; other failures
 * are logged and that device skipped (a push is a courtesy beside the notice and the mail, never retried to the
 * devices that already got it).
 */
export function createPushService(deps: { db: Knex; jobs: JobQueue; logger: Logger; config: Pick<Config, 'push'>; agent?: Agent }) {
  const repo = createPushRepository(deps.db);
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  const vapid = () => {
    keys ??= repo.vapidKeys(() => webpush.generateVAPIDKeys()).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
  deps.jobs.define(PUSH_QUEUE, { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 120 });

  /** Sends one payload to each of the member's devices; answers how many took it. */
  async function deliver(userId: number, payload: PushPayload): Promise<number> {
    const devices = await repo.listOf(userId);
    if (!devices.length) return 0;
    const { publicKey, privateKey } = await vapid();
    let delivered = 0;
    for (const d of devices) {
      try {
        await webpush.sendNotification({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject: deps.config.push.subject, publicKey, privateKey },
          TTL: deps.config.push.ttlSeconds,
          timeout: 10_000,
          urgency: 'normal',
          ...(deps.agent ? { agent: deps.agent } : {}),
          ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined } : {}),
        });
        await repo.markSent(d.id);
        delivered += 1;
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await repo.removeById(d.id);
          deps.logger.info('push: a device is gone; its subscription was removed', { userId, status: err.statusCode });
        } else {
          deps.logger.warn('push: not delivered to a device', { userId, error: err instanceof Error ? err.message : String(err) });
        }
      }
    }
    return delivered;
  }

  return {
    publicKey: async (): Promise<string> => (await vapid()).publicKey,

    /** 'On this device': the member's own device (another member's device: 409). */
    async subscribe(me: CurrentUser, input: PushSubscriptionInput): Promise<void> {
      if (!(await repo.upsert(me.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }))) {
        throw conflict(PUSH_SUBSCRIPTION_TAKEN);
      }
    },

    async unsubscribe(me: CurrentUser, endpoint: string): Promise<void> {
      if (!(await repo.remove(me.id, endpoint))) throw notFound(PUSH_SUBSCRIPTION_NOT_FOUND);
    },

    sendMany: (items: PushRequest[], trx?: Knex.Transaction): Promise<number> =>
      items.length ? deps.jobs.sendMany(PUSH_QUEUE, items, trx ? { trx } : {}) : Promise.resolve(0),

    deliver,

    startWorker: () => deps.jobs.work<PushRequest>(PUSH_QUEUE, async (job) => {
      await deliver(job.data.userId, job.data.payload);
    }),
  };
}
export type PushService = ReturnType<typeof createPushService>;
