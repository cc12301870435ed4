/**
 * This browser's Web Push subscription (the diary reminder, decision 0019). Shared by the settings
 * page and logout: a signed-out browser must stop receiving the account's reminders.
 */
import { pushApi } from '../../contract/push-api.ts';
import { call } from '../api/call.ts';

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const worker = await navigator.serviceWorker.getRegistration();
  return (await worker?.pushManager?.getSubscription()) ?? null;
}

/** Forgets this device on the server (while the tokens are still there) and in the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await call(pushApi.pushUnsubscribe, { body: { endpoint: subscription.endpoint }, navigateOnError: false });
  await subscription.unsubscribe();
}
