/**
 * This device's Web Push subscription for the diary reminder (decision 0019): permission, subscribe
 * through the service worker with the server's VAPID key, and tell the server. Loaded with the
 * settings page only, never with /main.
 */
import { pushApi } from '../../contract/push-api.ts';
import { currentPushSubscription } from '../../lib/pwa/push-device.ts';
import { call } from '../../lib/api/call.ts';

/** Why this device cannot receive notifications; each has its own message on the settings page. */
export type PushProblem = 'unsupported' | 'ios-install' | 'denied' | 'dismissed' | 'no-worker' | 'failed';

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(`push setup: ${problem}`);
  }
}

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && navigator.standalone === true);

/** Whether this browser can subscribe here; iOS Safari only from an app added to the home screen. */
export function pushSupport(): 'ok' | Extract<PushProblem, 'unsupported' | 'ios-install'> {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-install';
  return capable ? 'ok' : 'unsupported';
}

/** The active service worker's registration; none within a few seconds (dev server, private mode) is a problem. */
async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('no-worker')), 8000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((b, i) => b === wanted[i]);
}

/** Asks for permission (if not yet given), subscribes this device and stores it on the server. */
export async function subscribeThisDevice(): Promise<void> {
  const support = pushSupport();
  if (support !== 'ok') throw new PushSetupError(support);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const [{ publicKey }, worker] = await Promise.all([call(pushApi.vapidPublicKey), registration()]);
  const key = bytesOf(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // Made with another server key (keys were rotated): the push service would refuse our sends.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  // The browser's push service can be unreachable (offline, blocked network): say so, not "unknown error".
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => {
    throw new PushSetupError('failed');
  });
  const { keys } = subscription.toJSON();
  await call(pushApi.pushSubscribe, { body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } });
}

/** Whether this device has a subscription with notifications still allowed. */
export async function thisDeviceSubscribed(): Promise<boolean> {
  if (pushSupport() !== 'ok' || Notification.permission !== 'granted') return false;
  return (await currentPushSubscription()) !== null;
}
