import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushApi } from '../../../src/contract/push-api.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { parseEnv } from '../../env.ts';
import { startTestApp, testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { pushDevice as device } from '../../test/push-test-kit.ts';

// The devices push goes to (decision 0019): subscribing, unsubscribing, which services are allowed.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock });
const { join, me } = memberKit(() => t);

const subscribe = (tokens: Pair, body: unknown) => t.request('PUT', '/api/users/push-subscriptions', { tokens, body });
const unsubscribe = (tokens: Pair, endpoint: string) => t.request('DELETE', '/api/users/push-subscriptions', { tokens, body: { endpoint } });
const storedEndpoints = async () => (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);
const failure = (status: number, message: string) => ({ status, json: { code: String(status), message } });

describe('GET /api/open/push/vapid-public-key', () => {
  it('answers the public key without signing in', async () => {
    const res = await t.request('GET', '/api/open/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(dataOf(res, pushApi.vapidPublicKey.response).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('PUT and DELETE /api/users/push-subscriptions', () => {
  it('stores this device once (upsert by endpoint), with new keys on a re-subscribe', async () => {
    const tokens = await join('suba', '구독가');
    const d = device();
    expect((await subscribe(tokens, d)).json).toEqual({ code: '200', message: 'OK', data: null });
    const again = { ...d, keys: device().keys };
    expect((await subscribe(tokens, again)).status).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: again.keys.p256dh, auth: again.keys.auth });
  });

  it('moves a device to the account that subscribes it last', async () => {
    const first = await join('subb', '구독나');
    const second = await join('subbb', '구독다');
    const d = device();
    await subscribe(first, d);
    await subscribe(second, d);
    const rows = await t.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint));
    expect(rows).toEqual([{ userId: (await me(second)).id }]);
    // The first account can no longer remove it; the second can.
    await unsubscribe(first, d.endpoint);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint))).toHaveLength(1);
    expect((await unsubscribe(second, d.endpoint)).json).toEqual({ code: '200', message: 'OK', data: null });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint))).toHaveLength(0);
    // Forgetting an unknown device is fine (a second tap, another browser profile).
    expect((await unsubscribe(second, d.endpoint)).status).toBe(200);
  });

  it('refuses malformed subscriptions and anonymous calls', async () => {
    const tokens = await join('subc', '구독라');
    const d = device();
    expect(await subscribe(tokens, { ...d, endpoint: 'http://push.example/x' })).toMatchObject(failure(400, 'BadRequest'));
    expect(await subscribe(tokens, { ...d, endpoint: 'not a url' })).toMatchObject(failure(400, 'BadRequest'));
    expect(await subscribe(tokens, { endpoint: d.endpoint })).toMatchObject(failure(400, 'BadRequest'));
    // Right length, wrong content: not an uncompressed point / not 16 bytes.
    expect(await subscribe(tokens, { ...d, keys: { ...d.keys, p256dh: 'A'.repeat(87) } })).toMatchObject(failure(400, 'BadRequest'));
    expect(await subscribe(tokens, { ...d, keys: { ...d.keys, auth: 'A'.repeat(23) } })).toMatchObject(failure(400, 'BadRequest'));
    expect(await subscribe(tokens, { ...d, keys: { ...d.keys, auth: 'a+b/'.repeat(6) } })).toMatchObject(failure(400, 'BadRequest'));
    const anonymous = await t.app.request('/api/users/push-subscriptions', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(d),
    });
    expect(anonymous.status).toBe(401);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint))).toHaveLength(0);
  });

  it('accepts only https endpoints on the known Web Push services, on the default port, never an address (blind SSRF, decision 0032)', async () => {
    const tokens = await join('subs', '구독사');
    const good = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ];
    for (const endpoint of good) expect((await subscribe(tokens, { ...device(), endpoint })).status, endpoint).toBe(200);
    const bad = [
      'https://push.example/send/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://localhost/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ];
    for (const endpoint of bad) expect(await subscribe(tokens, { ...device(), endpoint }), endpoint).toMatchObject(failure(400, 'BadRequest'));
    expect((await storedEndpoints()).filter((e) => bad.includes(e))).toEqual([]);
  });

  it('takes its list from PUSH_SERVICE_HOSTS, and refuses IP literals there at start', async () => {
    const own = await startTestApp({ env: { PUSH_SERVICE_HOSTS: 'push.example, *.push.example' } });
    try {
      const tokens = await memberKit(() => own).join('subhost', '구독하');
      const put = (endpoint: string) => own.request('PUT', '/api/users/push-subscriptions', { tokens, body: { ...device(), endpoint } });
      expect((await put('https://push.example/x')).status).toBe(200);
      expect((await put('https://eu.push.example/x')).status).toBe(200);
      expect((await put('https://fcm.googleapis.com/fcm/send/x')).status).toBe(400);
    } finally {
      await own.close();
    }
    expect(() => parseEnv({ PUSH_SERVICE_HOSTS: '127.0.0.1' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('forgets the devices of a deleted account', async () => {
    const tokens = await join('subd', '구독마');
    const d = device();
    await subscribe(tokens, d);
    expect((await t.request('DELETE', '/api/users/me', { tokens })).status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint))).toHaveLength(0);
  });
});
