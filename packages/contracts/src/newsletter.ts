// Newsletter sign-up (spec part 1 §2 'Home', §4, §5, §8). ZOD-FREE on purpose: the home page (the first
// visit, with a 350 KB JavaScript budget) imports this file, and zod costs 88 KB gzip. The API wraps
// `newsletterEmailError` in its own validation (api/src/modules/newsletter/routes.ts).

/** Spec part 1 §5, word for word. */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Spec part 1 §8, word for word. */
export const NEWSLETTER_SUCCESS = { title: 'Thank you for subscribing!', description: "You've been added to our newsletter." } as const;
export const NEWSLETTER_FAILURE = { title: 'Something went wrong', description: 'Please try again later.' } as const;

/** text@text.tld: no spaces, one @, a dot in the domain, no empty labels, a top-level part of 2+ letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.\d]{2,}$/;

export const isValidEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** Stored form of an address: trimmed and lower-cased, so subscriptions are unique whatever the case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The message to show for a typed address, or null when it is fine. */
export function newsletterEmailError(value: unknown): string | null {
  if (typeof value !== 'string') return NEWSLETTER_EMAIL_MESSAGE;
  return isValidEmail(value.trim()) ? null : NEWSLETTER_EMAIL_MESSAGE;
}

/** 201 for a new address, 200 when it was already subscribed: a thank-you either way, never a second row. */
export interface NewsletterSubscriptionResponse {
  email: string;
  subscribed: true;
  alreadySubscribed: boolean;
}
