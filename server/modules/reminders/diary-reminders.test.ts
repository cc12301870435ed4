import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { diaries, diaryReminders, pushSubscriptions } from '../../db/schema/diaries.ts';
import { childGuardians } from '../../db/schema/guardians.ts';
import { users } from '../../db/schema/users.ts';
import { createRecordingPush, type PushSender } from '../../integrations/push.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, type Pair } from '../../test/members.ts';
import { pushDevice as device, type PushDevice as Device } from '../../test/push-test-kit.ts';
import { runDiaryReminders } from './diary-reminders.ts';

// The diary reminder job (decision 0019). Korea is UTC+9: 21:00 KST on 2026-11-22 is 12:00 UTC.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const kst = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

const t = testApp({ clock });
const { join, addChild, me } = memberKit(() => t);
const log = pino({ level: 'silent' });

const subscribe = (tokens: Pair, body: unknown) => t.request('PUT', '/api/users/push-subscriptions', { tokens, body });
const storedEndpoints = async () => (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);

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

  it('skips a parent whose child’s entry of today another of its family wrote (decision 0097)', async () => {
    const mom = await member();
    const dad = await member();
    const [child] = await t.db.select({ id: users.selectedChildId }).from(users).where(eq(users.id, mom.id));
    await t.db.insert(childGuardians).values({ childId: child?.id ?? 0, memberId: dad.id });
    await t.db
      .insert(diaries)
      .values({ memberId: dad.id, childId: child?.id ?? 0, clientId: randomUUID(), entryDate: '2026-11-26', writtenOn: '2026-11-26', areas: {} });
    const { run, to } = job();
    clock.set(kst('2026-11-26', '21:30'));
    expect(await run()).toMatchObject({ claimed: 0, sent: 0 });
    expect(to(mom.devices[0] ?? device())).toHaveLength(0);
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
