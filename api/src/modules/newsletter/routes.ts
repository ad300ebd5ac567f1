import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_MESSAGE, isValidEmail } from '@afterwork/contracts/newsletter';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/validate';
import { createNewsletterService } from './service';

// The contract file stays zod-free (the home page imports it); the same rule is wrapped in zod here.
const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    .max(EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_MESSAGE)
    .refine(isValidEmail, NEWSLETTER_EMAIL_MESSAGE),
});

export function registerNewsletterRoutes(router: Router, deps: AppDeps): void {
  const newsletter = createNewsletterService(deps.db);

  /** Anyone may subscribe (no sign-in). 201 new, 200 already subscribed, 400 bad address, 429 too many tries. */
  router.post(apiPaths.newsletterSubscriptions, async (ctx) => {
    const { email } = validate(newsletterSubscriptionSchema, ctx.request.body ?? {});
    const result = await newsletter.subscribe(email, ctx.ip);
    ctx.status = result.alreadySubscribed ? 200 : 201;
    ctx.body = result;
  });
}
