import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScheduleList } from '../../../src/contract/schedules-api.ts';
import { scheduleReminders } from '../../db/schema/children.ts';
import { users } from '../../db/schema/users.ts';
import { createRecordingPush } from '../../integrations/push.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { runScheduleReminders } from './schedule-reminders.ts';

/** Decision 0071: a push a few days before the next window opens, sent once by one of several processes. */

const kst = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);
const clock = testClock(kst('2026-11-22', '12:00'));
const t = testApp({ clock });
beforeAll(async () => {});
const { join, addChild } = memberKit(() => t);
const log = pino({ level: 'silent' });

function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

// Born 2026-09-25 in Korea: the two-month doses open on 2026-11-25, three days after the 22nd.
const baby = { nickname: '봄봄', sex: 'MALE', born: true, birthDateTime: '2026-09-24T15:00:00Z', height: null, weight: null };
let serial = 0;
async function parent(push = true): Promise<{ tokens: Pair; child: number; endpoint: string }> {
  serial++;
  const tokens = await join(`soonmom${serial}`, `곧맘${String.fromCharCode(0xac00 + serial * 28)}`);
  const child = await addChild(tokens, baby);
  expect((await t.request('PUT', '/api/users/push-noti', { tokens, body: { enabled: push } })).status).toBe(200);
  const d = device();
  expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens, body: d })).status).toBe(200);
  return { tokens, child, endpoint: d.endpoint };
}

beforeEach(async () => {
  await t.db.update(users).set({ pushNotiEnabled: false });
  await t.db.delete(scheduleReminders);
  clock.set(kst('2026-11-22', '12:00'));
});

describe('the window-opens-soon push (decision 0071)', () => {
  it('tells the parent three days ahead, naming the items and the day, once', async () => {
    const { child, endpoint } = await parent();
    const push = createRecordingPush();
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 1, sent: 1 });
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]).toMatchObject({
      target: { endpoint },
      message: {
        title: '예방접종 시기가 곧 시작돼요',
        body: '봄봄 · DTaP 1차, IPV 1차, Hib 1차 외 2개 · 2026년 11월 25일부터',
        url: `/my-page/child-info/${child}?tab=vaccinations`,
        tag: `schedule-${child}-2026-11-25`,
      },
    });
    // The next pass, and the next day, have nothing more to say about that window.
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
    clock.set(kst('2026-11-23', '12:00'));
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
    expect(push.sent).toHaveLength(1);
  });

  it('several processes at once: exactly one push', async () => {
    await parent();
    const push = createRecordingPush();
    const runs = await Promise.all([0, 1, 2].map(() => runScheduleReminders({ db: t.db, clock, push, log })));
    expect(runs.reduce((n, r) => n + r.claimed, 0)).toBe(1);
    expect(push.sent).toHaveLength(1);
  });

  it('waits for the lead days and the morning, and skips members who do not allow pushes', async () => {
    const push = createRecordingPush();
    await parent(false);
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
    await parent();
    clock.set(kst('2026-11-21', '12:00')); // four days ahead
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
    clock.set(kst('2026-11-22', '08:59'));
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
    expect(push.sent).toHaveLength(0);
  });

  it('does not announce what is recorded already, even early', async () => {
    const { tokens, child } = await parent();
    const path = `/api/members/children/${child}/vaccinations`;
    const items = dataOf(await t.request('GET', path, { tokens }), ScheduleList).items;
    // Of two alternative vaccines (rotavirus RV1/RV5) only the first recorded is taken (decision 0080);
    // the other is not due any more, so it is not announced either.
    const answers: number[] = [];
    for (const item of items.filter((i) => i.windowStart === '2026-11-25')) {
      answers.push((await t.request('PATCH', `${path}/${item.id}`, { tokens, body: { date: '2026-11-22', memo: null } })).status);
    }
    expect(answers).toContain(200);
    expect(answers.every((status) => status === 200 || status === 409)).toBe(true);
    const push = createRecordingPush();
    expect(await runScheduleReminders({ db: t.db, clock, push, log })).toEqual({ claimed: 0, sent: 0 });
  });

  it('reads the children a page at a time and reaches every one of them', async () => {
    const first = await parent();
    const second = await parent();
    const third = await parent();
    const push = createRecordingPush();
    expect(await runScheduleReminders({ db: t.db, clock, push, log, batchSize: 2 })).toEqual({ claimed: 3, sent: 3 });
    expect(push.sent.map((s) => s.target.endpoint).sort()).toEqual([first.endpoint, second.endpoint, third.endpoint].sort());
  });
});
