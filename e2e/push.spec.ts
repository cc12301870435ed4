import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// Diary reminder: turning push notifications on in /my-page/setting (decision 0019).
// Headless Chromium has no push service of its own, so the granted case replaces only
// PushManager.subscribe with a subscription carrying a real P-256 key; everything else is real.

test('a blocked permission keeps the switch off and says how to allow notifications', async ({ page, context }) => {
  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  await signInAs(page, 'expert');
  await page.goto('/my-page/setting');
  const push = page.getByRole('switch', { name: ko('Push notifications') });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await push.click();
  await expect(page.getByRole('alert')).toHaveText(
    ko(
      "Notifications are blocked for this site. Allow them in the browser's site settings (the icon next to the address) or in the phone's app settings, then try again.",
    ),
  );
  await expect(push).toHaveAttribute('aria-checked', 'false');
});

test('granted: subscribes this device through the service worker, and forgets it when turned off', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const state: { sub: PushSubscription | null } = { sub: null };
    PushManager.prototype.getSubscription = async () => state.sub;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const b64 = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const keys = { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      const key = options?.applicationServerKey;
      const sub = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key instanceof Uint8Array ? key.buffer : null },
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => {
          state.sub = null;
          return true;
        },
      };
      state.sub = sub as unknown as PushSubscription;
      return state.sub;
    };
  });
  await signInAs(page, 'expert');
  await page.goto('/my-page/setting');
  const push = page.getByRole('switch', { name: ko('Push notifications') });
  await expect(push).toHaveAttribute('aria-checked', 'false');

  // The settings page gives the worker 8 s to become ready (web-push.ts); on a busy machine installing it
  // can take longer, which is that message's case, not this journey's.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/users/push-subscriptions') && r.request().method() === 'PUT');
  await push.click();
  const put = await stored;
  expect(put.status()).toBe(200);
  // The server checked the endpoint and that the keys are a P-256 point and a 16-byte secret.
  expect(await put.json()).toEqual({ code: '200', message: 'OK', data: null });
  await expect(push).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(ko('This device does not receive notifications yet.'))).toHaveCount(0);

  const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/users/push-subscriptions') && r.request().method() === 'DELETE');
  await push.click();
  expect((await forgotten).status()).toBe(200);
  await expect(push).toHaveAttribute('aria-checked', 'false');
});

test("the diary reminder's time reads as every time of day of the app: 오후 9:00, not 21:00 (decision 0075)", async ({ page }) => {
  await signInAs(page, 'parent'); // the demo parent's reminder is at 21:00 Korea time
  await page.goto('/my-page/setting');
  await expect(page.getByText(ko('Every day at {0} (Korea time)').replace('{0}', '오후 9:00'))).toBeVisible();
  await expect(page.getByText('21:00')).toHaveCount(0);
});
