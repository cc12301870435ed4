import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushApi } from '../../../src/contract/push-api.ts';
import { diaries, diaryReminders, pushSubscriptions } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { createRecordingPush, type PushSender } from '../../integrations/push.ts';
import { parseEnv } from '../../env.ts';
import { startTestApp, testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { runDiaryReminders } from './diary-reminders.ts';

// Diary reminder (decision 0019). Korea is UTC+9: 21:00 KST on 2026-11-22 is 12:00 UTC.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const kst = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

const t = testApp({ clock });
beforeAll(async () => {});
const { join, addChild, me } = memberKit(() => t);
const log = pino({ level: 'silent' });

/** A browser's subscription: a real P-256 point and a 16-byte secret. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
type Device = ReturnType<typeof device>;

const subscribe = (tokens: Pair, body: unknown) => t.request('PUT', '/api/users/push-subscriptions', { tokens, body });
const unsubscribe = (tokens: Pair, endpoint: string) => t.request('DELETE', '/api/users/push-subscriptions', { tokens, body: { endpoint } });
const storedEndpoints = async () => (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);
const failure = (status: number, message: string) => ({ status, json: { code: String(status), message } });

let serial = 0;
/** Korean names only (KoreanNickname): one syllable per member. */
const syllable = (n: number) => String.fromCharCode(0xac00 + n * 28);
/** A member with a child, push on, a reminder time and `devices` subscribed. */
async function member(options: { time?: string | null; push?: boolean; devices?: number; child?: string } = {}) {
  serial++;
  const tokens = await join(`remind${serial}`, `알림${syllable(serial)}`);
  await addChild(tokens, {
    nickname: options.child ?? `아기${syllable(serial)}`,
    sex: 'FEMALE',
    born: true,
    birthDateTime: '2026-05-01T01:00:00Z',
    height: null,
    weight: null,
  });
  expect((await t.request('PUT', '/api/users/push-noti', { tokens, body: { enabled: options.push ?? true } })).status).toBe(200);
  expect(
    (await t.request('PUT', '/api/members/diaries/noti-time', { tokens, body: { diaryNotiTime: options.time === undefined ? '21:00' : options.time } })).status,
  ).toBe(200);
  const devices: Device[] = [];
  for (let i = 0; i < (options.devices ?? 1); i++) {
    const d = device();
    expect((await subscribe(tokens, d)).json).toEqual({ code: '200', message: 'OK', data: null });
    devices.push(d);
  }
  return { tokens, devices, id: (await me(tokens)).id };
}

async function writeDiary(memberId: number, entryDate: string, writtenOn = entryDate) {
  const [me] = await t.db.select({ child: users.selectedChildId }).from(users).where(eq(users.id, memberId));
  if (!me?.child) throw new Error('no selected child');
  await t.db.insert(diaries).values({ memberId, childId: me.child, clientId: randomUUID(), entryDate, writtenOn, areas: {} });
}

function job() {
  const push = createRecordingPush();
  const run = () => runDiaryReminders({ db: t.db, clock, push, log });
  return { push, run, to: (d: Device) => push.sent.filter((s) => s.target.endpoint === d.endpoint) };
}

beforeEach(async () => {
  // Each test sees only its own members.
  await t.db.update(users).set({ pushNotiEnabled: false });
  await t.db.delete(diaryReminders);
});

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

describe('the diary reminder job', () => {
  it('sends at the chosen Korea time to every device, not before, and never twice a day', async () => {
    const m = await member({ devices: 2, child: '콩이' });
    const { push, run, to } = job();
    clock.set(kst('2026-11-22', '20:59'));
    expect(await run()).toMatchObject({ claimed: 0, sent: 0 });
    clock.set(kst('2026-11-22', '21:00'));
    expect(await run()).toEqual({ claimed: 1, sent: 2, gone: 0, failed: 0 });
    for (const d of m.devices) {
      expect(to(d).map((s) => s.message)).toEqual([
        { title: '오늘의 육아일기를 남겨 보세요', body: '콩이의 오늘 하루를 기록해 두세요.', url: '/diary/write', tag: 'diary-reminder' },
      ]);
      expect(to(d)[0]?.target).toEqual({ endpoint: d.endpoint, p256dh: d.keys.p256dh, auth: d.keys.auth });
    }
    clock.set(kst('2026-11-22', '21:01'));
    expect(await run()).toMatchObject({ claimed: 0 });
    clock.set(kst('2026-11-22', '23:59'));
    expect(await run()).toMatchObject({ claimed: 0 });
    expect(push.sent).toHaveLength(2);
    // The next day again, at its time.
    clock.set(kst('2026-11-23', '00:00'));
    expect(await run()).toMatchObject({ claimed: 0 });
    clock.set(kst('2026-11-23', '21:00'));
    expect(await run()).toMatchObject({ claimed: 1, sent: 2 });
  });

  it('catches up a missed time the same day (server down from 07:30 until 10:12)', async () => {
    await member({ time: '07:30' });
    const { run } = job();
    clock.set(kst('2026-11-24', '10:12'));
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('skips members who wrote today (entry of today, or any entry first saved today)', async () => {
    const wroteToday = await member();
    const wroteForYesterdayToday = await member();
    const wroteYesterday = await member();
    await writeDiary(wroteToday.id, '2026-11-25');
    await writeDiary(wroteForYesterdayToday.id, '2026-11-24', '2026-11-25');
    await writeDiary(wroteYesterday.id, '2026-11-24');
    const { run, to } = job();
    clock.set(kst('2026-11-25', '21:30'));
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    expect(to(wroteYesterday.devices[0] ?? device())).toHaveLength(1);
    expect(to(wroteToday.devices[0] ?? device())).toHaveLength(0);
  });

  it('skips members with push off, without a time or without a device; claims a device that comes later', async () => {
    await member({ push: false });
    await member({ time: null });
    const later = await member({ devices: 0 });
    const { run, to } = job();
    clock.set(kst('2026-11-26', '21:00'));
    expect(await run()).toMatchObject({ claimed: 0 });
    const d = device();
    await subscribe(later.tokens, d);
    clock.set(kst('2026-11-26', '22:00'));
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    expect(to(d)).toHaveLength(1);
  });

  it('sends once when two runs (two instances) go at the same time', async () => {
    const m = await member({ devices: 2 });
    const { push, run } = job();
    clock.set(kst('2026-11-27', '21:00'));
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.claimed ?? 0) + (b?.claimed ?? 0)).toBe(1);
    expect(push.sent.map((s) => s.target.endpoint).sort()).toEqual(m.devices.map((d) => d.endpoint).sort());
    expect(await t.db.select().from(diaryReminders)).toHaveLength(1);
  });

  it('deletes a subscription the push service no longer knows (410) and still reaches the other device', async () => {
    const m = await member({ devices: 2 });
    const [expired, alive] = m.devices;
    if (!expired || !alive) throw new Error('two devices');
    const { push, run, to } = job();
    push.gone.add(expired.endpoint);
    clock.set(kst('2026-11-28', '21:00'));
    expect(await run()).toEqual({ claimed: 1, sent: 1, gone: 1, failed: 0 });
    expect(to(alive)).toHaveLength(1);
    const left = await storedEndpoints();
    expect(left).toContain(alive.endpoint);
    expect(left).not.toContain(expired.endpoint);
  });

  it('keeps going when one push fails (the device is kept), and speaks generically without a selected child', async () => {
    const m = await member({ devices: 2 });
    const [down, up] = m.devices;
    if (!down || !up) throw new Error('two devices');
    await t.db.update(users).set({ selectedChildId: null }).where(eq(users.id, m.id));
    const bodies: string[] = [];
    const push: PushSender = {
      async send(target, message) {
        if (target.endpoint === down.endpoint) throw new Error('push service answered 503');
        bodies.push(message.body);
        return 'sent';
      },
    };
    clock.set(kst('2026-11-29', '21:00'));
    expect(await runDiaryReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 1, sent: 1, gone: 0, failed: 1 });
    expect(bodies).toEqual(['아이의 오늘 하루를 기록해 두세요.']);
    expect(await storedEndpoints()).toContain(down.endpoint);
  });
});
