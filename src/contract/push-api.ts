import * as v from 'valibot';
import { Str } from './primitives.ts';
import { endpoint } from './endpoint.ts';

/** Longest endpoint URL accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

const Base64Url = (min: number, max: number) => v.pipe(Str, v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url'), v.minLength(min), v.maxLength(max));

/** A push service URL: https only, since the server POSTs to it (decision 0019). */
export const PushEndpoint = v.pipe(Str, v.maxLength(PUSH_ENDPOINT_MAX), v.url(), v.startsWith('https://'));

/** This device's PushSubscription.toJSON(): the endpoint and its keys (P-256 point, 16-byte secret). */
export const PushSubscriptionBody = v.object({
  endpoint: PushEndpoint,
  keys: v.object({ p256dh: Base64Url(86, 88), auth: Base64Url(22, 24) }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = v.object({ endpoint: PushEndpoint });

/** The VAPID public key (base64url) the browser subscribes with. */
export const VapidPublicKey = v.object({ publicKey: v.string() });

const Empty = v.null();

/** Web Push for the diary reminder (decision 0019). Spread into `api` in api.ts. */
export const pushApi = {
  vapidPublicKey: endpoint({
    method: 'GET',
    path: '/api/open/push/vapid-public-key',
    access: 'open',
    summary: 'The VAPID public key to subscribe with',
    response: VapidPublicKey,
  }),
  pushSubscribe: endpoint({
    method: 'PUT',
    path: '/api/users/push-subscriptions',
    access: 'user',
    summary: "Store this device's push subscription (upsert by endpoint: it moves with the device to the signed-in account)",
    body: PushSubscriptionBody,
    response: Empty,
  }),
  pushUnsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/users/push-subscriptions',
    access: 'user',
    summary: "Forget this device's push subscription",
    body: PushUnsubscribeBody,
    response: Empty,
  }),
} as const;
