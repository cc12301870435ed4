import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { careLogsApi } from '../../../src/contract/care-logs-api.ts';
import { CARE_LOG_DAY_CAP } from '../../../src/contract/care-logs.ts';
import { guardiansApi } from '../../../src/contract/guardians-api.ts';
import { careLogs } from '../../db/schema/care-logs.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { errorOf } from '../../test/diary-test-kit.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// Decision 0098: the one-tap daily log. 2026-11-22 12:00 in Korea.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const t = testApp({ clock });
const kit = memberKit(() => t);

const born = (nickname: string) => ({ nickname, sex: 'MALE', born: true, birthDateTime: '2026-06-01T03:00:00Z', height: 50, weight: 3.2 });
const put = (tokens: Pair, childId: number | string, clientId: string, body: unknown) =>
  t.request('PUT', `/api/members/children/${childId}/care-logs/${clientId}`, { tokens, body });
const day = (tokens: Pair, childId: number, date: string) => t.request('GET', `/api/members/children/${childId}/care-logs?date=${date}`, { tokens });
const summary = (tokens: Pair, childId: number, from: string, to: string) =>
  t.request('GET', `/api/members/children/${childId}/care-logs/summary?from=${from}&to=${to}`, { tokens });
const remove = (tokens: Pair, childId: number, clientId: string) => t.request('DELETE', `/api/members/children/${childId}/care-logs/${clientId}`, { tokens });

const breast = (startedAt: string, endedAt: string | null) => ({ kind: 'FEEDING', detail: 'BREAST_LEFT', amountMl: null, startedAt, endedAt });
const bottle = (startedAt: string, amountMl: number) => ({ kind: 'FEEDING', detail: 'FORMULA', amountMl, startedAt, endedAt: null });
const diaper = (startedAt: string) => ({ kind: 'DIAPER', detail: 'WET', amountMl: null, startedAt, endedAt: null });
const sleep = (startedAt: string, endedAt: string | null) => ({ kind: 'SLEEP', detail: null, amountMl: null, startedAt, endedAt });

let mom: Pair, dad: Pair, stranger: Pair;
let child: number;
beforeAll(async () => {
  mom = await kit.join('logmom', '엄마');
  dad = await kit.join('logdad', '아빠');
  stranger = await kit.join('lognext', '이웃');
  child = await kit.addChild(mom, born('도담이'));
  const invite = await t.request('POST', `/api/members/children/${child}/guardian-invites`, { tokens: mom });
  const { code } = dataOf(invite, guardiansApi.inviteGuardian.response);
  expect((await t.request('POST', '/api/members/guardian-invites/accept', { tokens: dad, body: { code } })).status).toBe(200);
});

describe('writing a log by its phone-made UUID (decision 0098)', () => {
  it('creates, replays without change, finishes a running timer, and lists the day with who wrote it', async () => {
    const timer = randomUUID();
    const started = dataOf(await put(mom, child, timer, breast('2026-11-22T01:00:00Z', null)), careLogsApi.putCareLog.response);
    expect(started).toMatchObject({ clientId: timer, endedAt: null, authorNickname: '엄마' });
    // The outbox sends the same write again: nothing changes, not even updatedAt.
    clock.advance(60_000);
    const replay = dataOf(await put(mom, child, timer, breast('2026-11-22T01:00:00Z', null)), careLogsApi.putCareLog.response);
    expect(replay.updatedAt).toBe(started.updatedAt);
    let today = dataOf(await day(dad, child, '2026-11-22'), careLogsApi.careLogDay.response);
    expect(today.running.map((log) => log.clientId)).toEqual([timer]);
    // The other parent stops the timer; the log keeps its first writer.
    const stopped = dataOf(await put(dad, child, timer, breast('2026-11-22T01:00:00Z', '2026-11-22T01:15:00Z')), careLogsApi.putCareLog.response);
    expect(stopped).toMatchObject({ endedAt: '2026-11-22T01:15:00.000Z', authorNickname: '엄마' });
    const formula = randomUUID();
    expect((await put(dad, child, formula, bottle('2026-11-22T02:00:00Z', 120))).status).toBe(200);
    today = dataOf(await day(mom, child, '2026-11-22'), careLogsApi.careLogDay.response);
    expect(today.running).toEqual([]);
    expect(today.logs.map((log) => [log.clientId, log.authorNickname])).toEqual([
      [timer, '엄마'],
      [formula, '아빠'],
    ]);
  });

  it('lists a log on the Korea day it started (23:30 in Korea is that day, not the next)', async () => {
    const late = randomUUID();
    expect((await put(mom, child, late, sleep('2026-11-20T14:30:00Z', '2026-11-20T21:00:00Z'))).status).toBe(200);
    const korea21 = dataOf(await day(mom, child, '2026-11-20'), careLogsApi.careLogDay.response);
    expect(korea21.logs.map((log) => log.clientId)).toEqual([late]);
  });

  it('sums each day for the week chart: feedings, breastfeeding and sleep minutes, ml, diapers', async () => {
    expect((await put(mom, child, randomUUID(), diaper('2026-11-21T05:00:00Z'))).status).toBe(200);
    const days = dataOf(await summary(mom, child, '2026-11-16', '2026-11-22'), careLogsApi.careLogSummary.response).days;
    expect(days.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days[4]).toMatchObject({ sleepMinutes: 390, feedings: 0 });
    expect(days[5]).toMatchObject({ diapers: 1 });
    expect(days[6]).toMatchObject({ feedings: 2, breastMinutes: 15, bottleMl: 120, sleepMinutes: 0, diapers: 0 });
    expect(await summary(mom, child, '2026-11-22', '2026-11-16')).toMatchObject(errorOf(400, 'InvalidCareLogDate'));
    expect(await summary(mom, child, '2026-01-01', '2026-03-31')).toMatchObject(errorOf(400, 'InvalidCareLogDate'));
  });

  it('deletes a log; a second delete answers the same', async () => {
    const id = randomUUID();
    await put(mom, child, id, diaper('2026-11-22T02:30:00Z'));
    expect((await remove(dad, child, id)).json).toMatchObject({ code: '200', data: null });
    expect((await remove(dad, child, id)).json).toMatchObject({ code: '200', data: null });
    const today = dataOf(await day(mom, child, '2026-11-22'), careLogsApi.careLogDay.response);
    expect(today.logs.map((log) => log.clientId)).not.toContain(id);
  });
});

describe('what a log refuses (SPEC §8: a clear key, nothing written)', () => {
  it.each([
    ['a detail of another kind', { ...diaper('2026-11-22T02:00:00Z'), detail: 'FORMULA' }, 'InvalidCareLogKind'],
    ['a sleep with a detail', { ...sleep('2026-11-22T02:00:00Z', null), detail: 'WET' }, 'InvalidCareLogKind'],
    ['an amount on a diaper', { ...diaper('2026-11-22T02:00:00Z'), amountMl: 10 }, 'InvalidCareLogAmount'],
    ['a bottle of 0 ml', bottle('2026-11-22T02:00:00Z', 0), 'InvalidCareLogAmount'],
    ['a bottle past 1,000 ml', bottle('2026-11-22T02:00:00Z', 1001), 'InvalidCareLogAmount'],
    ['an end before the start', sleep('2026-11-22T02:00:00Z', '2026-11-22T01:00:00Z'), 'InvalidCareLogTime'],
    ['a sleep of more than a day', sleep('2026-11-20T02:00:00Z', '2026-11-21T02:00:01Z'), 'InvalidCareLogTime'],
    ['an end on a moment log', { ...diaper('2026-11-22T02:00:00Z'), endedAt: '2026-11-22T02:10:00Z' }, 'InvalidCareLogTime'],
    ['a start an hour ahead of the clock', diaper('2026-11-22T04:00:00Z'), 'InvalidCareLogTime'],
    ['a start more than a year ago', diaper('2025-11-01T04:00:00Z'), 'InvalidCareLogTime'],
    ['a day that does not exist', diaper('2026-02-30T04:00:00Z'), 'InvalidCareLogTime'],
  ])('refuses %s', async (_, body, key) => {
    const id = randomUUID();
    expect(await put(mom, child, id, body)).toMatchObject(errorOf(400, key));
    const rows = await t.db.select().from(careLogs);
    expect(rows.map((row) => row.clientId)).not.toContain(id);
  });

  it('refuses an id that is not a UUID, and another family’s child as if it were not there', async () => {
    expect(await put(mom, child, 'not-a-uuid', diaper('2026-11-22T02:00:00Z'))).toMatchObject(errorOf(400, 'InvalidCareLogId'));
    expect(await put(mom, '99999999999', randomUUID(), diaper('2026-11-22T02:00:00Z'))).toMatchObject(errorOf(400, 'BadRequest'));
    expect(await put(stranger, child, randomUUID(), diaper('2026-11-22T02:00:00Z'))).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await day(stranger, child, '2026-11-22')).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await remove(stranger, child, randomUUID())).toMatchObject(errorOf(404, 'NoSuchChildException'));
  });

  it('holds a day to CARE_LOG_DAY_CAP logs; replacing a log of a full day still works', async () => {
    const full = await kit.addChild(mom, born('도란이'));
    const rows = Array.from({ length: CARE_LOG_DAY_CAP }, (_, i) => ({
      childId: full,
      clientId: randomUUID(),
      kind: 'DIAPER' as const,
      detail: 'WET' as const,
      startedAt: new Date(Date.parse('2026-11-21T15:00:00Z') + i * 1000),
      logDay: '2026-11-22',
    }));
    await t.db.insert(careLogs).values(rows);
    expect(await put(mom, full, randomUUID(), diaper('2026-11-22T02:00:00Z'))).toMatchObject(errorOf(422, 'TooManyCareLogsException'));
    const [first] = rows;
    expect(first).toBeDefined();
    if (first) expect((await put(mom, full, first.clientId, { ...diaper(first.startedAt.toISOString()), detail: 'BOTH' })).status).toBe(200);
  });
});
