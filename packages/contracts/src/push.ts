import { z } from 'zod';

/** What a push notification carries (the service worker shows it; a tap opens `url`, a page of this site). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site ('/activities/12'). */
  url: string;
  /** The notification's kind: a newer one of the same tag replaces the older on the device. */
  tag: string;
}

/** `GET /api/push/public-key`: the installation's VAPID public key, for PushManager.subscribe(). */
export interface PushPublicKey {
  publicKey: string;
}

export const PUSH_SUBSCRIPTION_INVALID = 'This device could not be set up for notifications. Please try again.';
export const PUSH_SUBSCRIPTION_TAKEN = 'This device gets the notifications of another member. They need to turn "On this device" off first.';
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'This device is not set up for your notifications.';
export const PUSH_NOT_SUPPORTED = 'This browser cannot show notifications from Afterwork. On an iPhone or iPad, put Afterwork on your home screen first.';
/** The browser's push service could not be reached or refused (no network, or none in this browser). */
export const PUSH_SUBSCRIBE_FAILED = 'This device could not be set up for notifications just now. Please check the internet connection and try again.';
export const PUSH_PERMISSION_DENIED = 'Notifications are turned off for Afterwork in this browser. Turn them on in the browser settings, then try again.';

const b64url = z.string({ error: PUSH_SUBSCRIPTION_INVALID }).min(8, PUSH_SUBSCRIPTION_INVALID).regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_SUBSCRIPTION_INVALID);

/** The browser's PushSubscription.toJSON(): the push service's address and the keys to encrypt for. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: PUSH_SUBSCRIPTION_INVALID })
    .max(1000, PUSH_SUBSCRIPTION_INVALID)
    .refine((u) => {
      try {
        return ['https:', 'http:'].includes(new URL(u).protocol);
      } catch {
        return false;
      }
    }, PUSH_SUBSCRIPTION_INVALID),
  keys: z.object({ p256dh: b64url.max(200, PUSH_SUBSCRIPTION_INVALID), auth: b64url.max(100, PUSH_SUBSCRIPTION_INVALID) }, { error: PUSH_SUBSCRIPTION_INVALID }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE: the device to forget (its endpoint). */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: PUSH_SUBSCRIPTION_NOT_FOUND }).min(1, PUSH_SUBSCRIPTION_NOT_FOUND).max(1000, PUSH_SUBSCRIPTION_NOT_FOUND) });
