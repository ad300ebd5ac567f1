import type { Knex } from 'knex';
import { normalizeEmail, type NewsletterSubscriptionResponse } from '@afterwork/contracts/newsletter';
import { MINUTE } from '../../deps';
import { createNewsletterRepository } from './repository';
import { createRateLimiter, waitMessage, type RateLimit } from '../../platform/rate-limit';

export interface NewsletterLimits {
  perAddress: RateLimit;
  perIp: RateLimit;
}

/** Generous for a person, tight for a script: 5 tries per address and 20 per connection every 15 minutes. */
export const defaultNewsletterLimits: NewsletterLimits = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
};

export const NEWSLETTER_RATE_LIMIT_MESSAGE = waitMessage('You have tried to subscribe too many times.');

export function createNewsletterService(db: Knex, limits: NewsletterLimits = defaultNewsletterLimits) {
  const repo = createNewsletterRepository(db);
  const perIp = createRateLimiter(db, limits.perIp, NEWSLETTER_RATE_LIMIT_MESSAGE);
  const perAddress = createRateLimiter(db, limits.perAddress, NEWSLETTER_RATE_LIMIT_MESSAGE);
  return {
    repo,
    /** Idempotent: a second subscription of the same address (any case) is a thank-you, not a second row. */
    async subscribe(rawEmail: string, ip: string): Promise<NewsletterSubscriptionResponse> {
      const email = normalizeEmail(rawEmail);
      await perIp.hit(`newsletter:ip:${ip}`);
      await perAddress.hit(`newsletter:email:${email}`);
      const created = await repo.add(email);
      return { email, subscribed: true, alreadySubscribed: !created };
    },
  };
}
