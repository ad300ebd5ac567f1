import type { Knex } from 'knex';

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The SQL of Web Push (issue 33 §2): the installation's VAPID keys and the members' subscribed devices. */
export function createPushRepository(db: Knex) {
  return {
    /** The installation's key pair: the first caller's `made` is stored; everyone gets the stored one. */
    async vapidKeys(made: () => { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
      let row = (await db('push_vapid_keys').where({ id: 1 }).first()) as { public_key: string; private_key: string } | undefined;
      if (!row) {
        const keys = made();
        await db('push_vapid_keys').insert({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey }).onConflict('id').ignore();
        row = (await db('push_vapid_keys').where({ id: 1 }).first()) as { public_key: string; private_key: string };
      }
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    byEndpoint: (endpoint: string): Promise<PushSubscriptionRow | undefined> =>
      db('push_subscriptions').where({ endpoint }).first() as unknown as Promise<PushSubscriptionRow | undefined>,

    /** Adds the device, or renews its keys when the member subscribes it again; answers false if another member holds it. */
    async upsert(userId: number, s: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
      const rows = await db('push_subscriptions')
        .insert({ user_id: userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
        .onConflict('endpoint')
        .merge({ p256dh: s.p256dh, auth: s.auth })
        .where('push_subscriptions.user_id', userId)
        .returning('id');
      return rows.length > 0;
    },

    listOf: (userId: number): Promise<PushSubscriptionRow[]> =>
      db('push_subscriptions').where({ user_id: userId }).orderBy('id').select('*') as unknown as Promise<PushSubscriptionRow[]>,

    async remove(userId: number, endpoint: string): Promise<boolean> {
      return (await db('push_subscriptions').where({ user_id: userId, endpoint }).delete().returning('id')).length > 0;
    },

    /** The push service said the subscription is gone (404/410): forget it. */
    async removeById(id: number): Promise<void> {
      await db('push_subscriptions').where({ id }).delete();
    },

    async markSent(id: number): Promise<void> {
      await db('push_subscriptions').where({ id }).update({ last_sent_at: db.fn.now() });
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
