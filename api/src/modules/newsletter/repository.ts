import type { Knex } from 'knex';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  created_at: Date;
}

export function createNewsletterRepository(db: Knex) {
  const table = () => db<NewsletterSubscriptionRow>('newsletter_subscriptions');
  return {
    /** Inserts the (normalised) address; false when it was already there. Race-free: ON CONFLICT DO NOTHING. */
    async add(email: string): Promise<boolean> {
      const inserted = await table().insert({ email }).onConflict('email').ignore().returning('id');
      return inserted.length > 0;
    },
    findByEmail: (email: string) => table().where({ email }).first(),
  };
}
