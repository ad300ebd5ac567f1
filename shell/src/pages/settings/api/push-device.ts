import { api } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { PUSH_NOT_SUPPORTED, PUSH_PERMISSION_DENIED, PUSH_SUBSCRIBE_FAILED, type PushPublicKey } from '@afterwork/contracts/push';

/** Whether this device can show Afterwork's notifications ('On this device', issue 33 §2), and whether it does. */
export type DevicePush = 'unsupported' | 'denied' | 'off' | 'on';

/** The site's service worker (registered by the page on load; none in development builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const now = await navigator.serviceWorker.getRegistration();
  if (now) return now;
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000))]);
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function devicePushState(): Promise<{ state: DevicePush; endpoint?: string }> {
  if (!supported()) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'denied' };
  const reg = await registration();
  if (!reg) return { state: 'unsupported' };
  const sub = await reg.pushManager.getSubscription();
  return sub ? { state: 'on', endpoint: sub.endpoint } : { state: 'off' };
}

const keyBytes = (b64url: string): Uint8Array => {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Turns this device on: the browser asks the member's permission, subscribes with the installation's public key, and
 * the subscription is sent to the API (for the signed-in member only). Throws with plain words when it cannot.
 */
export async function turnDeviceOn(userId: number): Promise<void> {
  if (!supported()) throw new Error(PUSH_NOT_SUPPORTED);
  const reg = await registration();
  if (!reg) throw new Error(PUSH_NOT_SUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_PERMISSION_DENIED);
  const { publicKey } = await api.get<PushPublicKey>(apiPaths.pushPublicKey);
  let sub = await reg.pushManager.getSubscription();
  try {
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) as BufferSource });
  } catch {
    throw new Error(PUSH_SUBSCRIBE_FAILED);
  }
  await api.post(apiPaths.pushSubscriptions(userId), sub.toJSON());
}

/** Turns this device off: forgotten by the API, then unsubscribed in the browser. */
export async function turnDeviceOff(userId: number): Promise<void> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await api.delete(`${apiPaths.pushSubscriptions(userId)}?endpoint=${encodeURIComponent(sub.endpoint)}`).catch(() => undefined);
  await sub.unsubscribe();
}
