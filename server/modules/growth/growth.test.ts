import { beforeAll, describe, expect, it } from 'vitest';
import { Measurement, MeasurementList } from '../../../src/contract/growth-api.ts';
import { scoresOf } from '../../../src/contract/growth/measures.ts';
import { whoLms } from '../../../src/contract/growth/who-lms.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// Growth (decision 0015). Fixed at noon in Korea: 2026-11-22 12:00 KST (03:00 UTC).
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { signIn, join, addChild, children } = memberKit(() => t);
const path = (childId: number | string, measurementId?: number | string) =>
  `/api/members/children/${childId}/measurements${measurementId === undefined ? '' : `/${measurementId}`}`;
async function list(tokens: Pair, childId: number): Promise<Measurement[]> {
  const res = await t.request('GET', path(childId), { tokens });
  expect(res.status).toBe(200);
  return dataOf(res, MeasurementList).measurements;
}
const add = (tokens: Pair, childId: number | string, body: unknown) => t.request('POST', path(childId), { tokens, body });
const edit = (tokens: Pair, childId: number | string, id: number | string, body: unknown) => t.request('PATCH', path(childId, id), { tokens, body });
const remove = (tokens: Pair, childId: number | string, id: number | string) => t.request('DELETE', path(childId, id), { tokens });
const created = (res: Awaited<ReturnType<typeof add>>): Measurement => {
  expect(res.json).toMatchObject({ code: '200' });
  return dataOf(res, Measurement);
};
const failure = (status: number, message: string) => ({ status, json: { code: String(status), message } });
const current = async (tokens: Pair, childId: number) => {
  const row = (await children(tokens)).find((c) => c.id === childId);
  return [row?.currentHeight, row?.currentWeight];
};

// A girl born 2026-05-01 10:00 in Korea (01:00 UTC): day 0 is 2026-05-01.
const girl = { nickname: '새싹', sex: 'FEMALE', born: true, birthDateTime: '2026-05-01T01:00:00Z', height: null, weight: null };

describe('GET /api/members/children/:id/measurements (demo 도담이)', () => {
  it('lists the seeded series newest first with age, z-score and percentile; the summary shows the latest', async () => {
    const parent = await signIn('parent');
    const [dodam] = await children(parent);
    if (!dodam) throw new Error('no demo child');
    const rows = await list(parent, dodam.id);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.ageInDays)).toEqual([400, 365, 279, 186, 124, 61, 33, 0]);
    // Born 400 days before 2026-11-22 (Korea time): 2025-10-18.
    expect(rows.at(-1)).toMatchObject({ date: '2025-10-18', ageInDays: 0, heightCm: 50.2, weightKg: 3.39, headCm: 34.1 });
    expect(rows[0]).toMatchObject({
      date: '2026-11-22',
      heightCm: 78.5,
      weightKg: 10.2,
      headCm: null,
      heightZ: 1.18,
      heightPercentile: 88.1,
      weightZ: 0.83,
      weightPercentile: 79.7,
    });
    expect([dodam.currentHeight, dodam.currentWeight]).toEqual([78.5, 10.2]);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'ageInDays',
        'date',
        'headCm',
        'headPercentile',
        'headZ',
        'heightCm',
        'heightPercentile',
        'heightZ',
        'id',
        'weightKg',
        'weightPercentile',
        'weightZ',
      ]);
  });
});

describe('POST, PATCH, DELETE measurements and the summary (syncCurrentMeasures)', () => {
  let tokens: Pair;
  let childId: number;
  beforeAll(async () => {
    tokens = await join('growthmom', '성장맘');
    childId = await addChild(tokens, girl);
  });

  it('records a measurement with its WHO scores (girls, day 0: median weight 3.2322 kg)', async () => {
    const m = created(await add(tokens, childId, { date: '2026-05-01', heightCm: 49.15, weightKg: 3.2322, headCm: 33.9 }));
    // Stored as the database keeps them: height and head to 0.1 cm, weight to 0.01 kg. Height z:
    // (49.2/49.1477 − 1)/0.0379 = 0.028 (51.1th); weight 3.23 against M 3.2322: z −0.005 (49.8th).
    expect(m).toMatchObject({
      date: '2026-05-01',
      ageInDays: 0,
      heightCm: 49.2,
      weightKg: 3.23,
      headCm: 33.9,
      heightZ: 0.03,
      heightPercentile: 51.1,
      weightZ: 0,
      weightPercentile: 49.8,
    });
    // Head scored as height and weight, its WHO table converted (decisions 0076, 0080).
    const head = scoresOf({ heightCm: null, weightKg: null, headCm: 33.9 }, 'FEMALE', 0, whoLms);
    expect([m.headZ, m.headPercentile, Math.abs((m.headPercentile ?? 0) - 50) < 10]).toEqual([head.headZ, head.headPercentile, true]);
    expect(await current(tokens, childId)).toEqual([49.2, 3.23]);
  });

  it('takes optional fields (weight only) and keeps the latest of each for the summary', async () => {
    const later = created(await add(tokens, childId, { date: '2026-06-01', weightKg: 4.5 }));
    expect(later).toMatchObject({ ageInDays: 31, heightCm: null, headCm: null, heightZ: null, heightPercentile: null });
    expect(later.weightPercentile).toBeGreaterThan(40);
    // Height from 05-01 (the latest with a height), weight from 06-01.
    expect(await current(tokens, childId)).toEqual([49.2, 4.5]);
    const rows = await list(tokens, childId);
    expect(rows.map((r) => r.date)).toEqual(['2026-06-01', '2026-05-01']);
  });

  it('edits a measurement (date and values) and the summary follows', async () => {
    const [latest] = await list(tokens, childId);
    if (!latest) throw new Error('no row');
    const res = await edit(tokens, childId, latest.id, { date: '2026-06-02', heightCm: 55, weightKg: 4.6, headCm: null });
    expect(res.json).toMatchObject({ code: '200', data: { id: latest.id, date: '2026-06-02', ageInDays: 32, heightCm: 55, weightKg: 4.6 } });
    expect(await current(tokens, childId)).toEqual([55, 4.6]);
    // Editing a measurement on its own day is not a duplicate.
    expect((await edit(tokens, childId, latest.id, { date: '2026-06-02', heightCm: 55.5, weightKg: 4.6 })).status).toBe(200);
    expect(await current(tokens, childId)).toEqual([55.5, 4.6]);
  });

  it('deletes a measurement and the summary falls back to the previous one, then to none', async () => {
    const [latest, first] = await list(tokens, childId);
    if (!latest || !first) throw new Error('no rows');
    expect((await remove(tokens, childId, latest.id)).json).toEqual({ code: '200', message: 'OK', data: null });
    expect(await current(tokens, childId)).toEqual([49.2, 3.23]);
    expect(await remove(tokens, childId, latest.id)).toMatchObject(failure(404, 'NoSuchChildMeasurementException'));
    expect((await remove(tokens, childId, first.id)).status).toBe(200);
    expect(await list(tokens, childId)).toEqual([]);
    expect(await current(tokens, childId)).toEqual([null, null]);
  });
});

describe('rules a user fixes in place (422, 409)', () => {
  let tokens: Pair;
  let childId: number;
  beforeAll(async () => {
    tokens = await join('rulesmom', '규칙맘');
    childId = await addChild(tokens, girl);
  });

  it('refuses a date in the future in Korea time, and takes today in Korea', async () => {
    expect(await add(tokens, childId, { date: '2026-11-23', weightKg: 8 })).toMatchObject(failure(422, 'FutureMeasurementDateException'));
    // 2026-11-22T15:00Z is already 11-23 in Korea.
    clock.set(new Date('2026-11-22T15:00:00Z'));
    try {
      expect(created(await add(tokens, childId, { date: '2026-11-23', weightKg: 8 })).ageInDays).toBe(206);
    } finally {
      clock.set(new Date('2026-11-22T03:00:00Z'));
    }
  });

  it('refuses a date before the birth date (Korea time), takes the birth date itself', async () => {
    expect(await add(tokens, childId, { date: '2026-04-30', weightKg: 3.2 })).toMatchObject(failure(422, 'MeasurementBeforeBirthException'));
    // Born 2026-05-01T01:00Z = 10:00 KST: a late-night UTC birth on 04-30 would be 05-01 in Korea.
    const lateUtc = await addChild(tokens, { ...girl, nickname: '밤별', birthDateTime: '2026-04-30T16:00:00Z' });
    expect(created(await add(tokens, lateUtc, { date: '2026-05-01', weightKg: 3.2 })).ageInDays).toBe(0);
    expect(await add(tokens, lateUtc, { date: '2026-04-30', weightKg: 3.2 })).toMatchObject(failure(422, 'MeasurementBeforeBirthException'));
  });

  it('refuses implausible values: grams as kilograms, metres as centimetres, beyond WHO limits', async () => {
    const bodies = [
      { date: '2026-05-02', weightKg: 3400 },
      { date: '2026-05-02', heightCm: 0.5 },
      { date: '2026-05-02', headCm: 340 },
      { date: '2026-05-02', weightKg: 34 },
      { date: '2026-05-02', heightCm: 95 },
      { date: '2026-05-02', heightCm: 50, weightKg: -3 },
    ];
    for (const body of bodies) expect(await add(tokens, childId, body)).toMatchObject(failure(422, 'ImplausibleMeasurementException'));
    expect((await list(tokens, childId)).map((m) => m.date)).toEqual(['2026-11-23']);
  });

  it('allows one measurement a day: a second POST is 409, so is moving another one onto that day', async () => {
    const first = created(await add(tokens, childId, { date: '2026-06-01', weightKg: 4.4 }));
    expect(await add(tokens, childId, { date: '2026-06-01', weightKg: 4.5 })).toMatchObject(failure(409, 'AlreadyMeasuredOnDateException'));
    const second = created(await add(tokens, childId, { date: '2026-06-15', weightKg: 4.9 }));
    expect(await edit(tokens, childId, second.id, { date: '2026-06-01', weightKg: 4.9 })).toMatchObject(failure(409, 'AlreadyMeasuredOnDateException'));
    expect((await list(tokens, childId)).find((m) => m.id === first.id)).toMatchObject({ weightKg: 4.4 });
  });

  it('applies the same rules to an edit', async () => {
    const [m] = await list(tokens, childId);
    if (!m) throw new Error('no row');
    expect(await edit(tokens, childId, m.id, { date: '2026-12-01', weightKg: 8 })).toMatchObject(failure(422, 'FutureMeasurementDateException'));
    expect(await edit(tokens, childId, m.id, { date: '2026-11-01', weightKg: 8000 })).toMatchObject(failure(422, 'ImplausibleMeasurementException'));
  });

  it('an unborn child cannot have measurements (409 UnbornChildMeasurementException); its list is empty', async () => {
    const unborn = await addChild(tokens, { nickname: '콩콩', sex: 'MALE', born: false, birthDueDate: '2027-01-10' });
    expect(await add(tokens, unborn, { date: '2026-11-22', weightKg: 3 })).toMatchObject(failure(409, 'UnbornChildMeasurementException'));
    expect(await list(tokens, unborn)).toEqual([]);
  });
});

describe('bad input (400 envelope, 415)', () => {
  it('refuses malformed bodies and ids', async () => {
    const tokens = await join('badmom', '잘못맘');
    const childId = await addChild(tokens, girl);
    const bodies = [
      {},
      { date: '2026-06-01' },
      { date: '2026-06-01', heightCm: null, weightKg: null, headCm: null },
      { date: 'yesterday', weightKg: 4 },
      { date: '2026-02-30', weightKg: 4 },
      { date: '2026-06-01T00:00:00Z', weightKg: 4 },
      { date: '2026-06-01', weightKg: '4.5' },
      { date: 20260601, weightKg: 4.5 },
      [],
    ];
    for (const body of bodies) {
      expect((await add(tokens, childId, body)).json, JSON.stringify(body)).toEqual({ code: '400', message: 'BadRequest' });
    }
    const malformed = await t.request('POST', path(childId), { tokens, rawBody: '{"date":', headers: { 'content-type': 'application/json' } });
    expect(malformed.json).toEqual({ code: '400', message: 'BadRequest' });
    const text = await t.request('POST', path(childId), { tokens, rawBody: 'date=2026-06-01', headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject(failure(415, 'UnsupportedMediaType'));
    for (const id of ['abc', '1.5', '-1']) {
      expect((await t.request('GET', path(id), { tokens })).json).toEqual({ code: '400', message: 'BadRequest' });
      expect((await remove(tokens, childId, id)).json).toEqual({ code: '400', message: 'BadRequest' });
    }
    expect(await list(tokens, childId)).toEqual([]);
  });
});

describe('ownership and roles (SPEC §6)', () => {
  it('answers 404 NoSuchChildException for another member\u2019s child on every call', async () => {
    const parent = await signIn('parent');
    const [dodam] = await children(parent);
    const [theirs] = await list(parent, dodam?.id ?? 0);
    const stranger = await join('growthstranger', '남의집');
    const notFound = failure(404, 'NoSuchChildException');
    const id = dodam?.id ?? 0;
    expect(await t.request('GET', path(id), { tokens: stranger })).toMatchObject(notFound);
    expect(await add(stranger, id, { date: '2026-11-01', weightKg: 10 })).toMatchObject(notFound);
    expect(await edit(stranger, id, theirs?.id ?? 0, { date: '2026-11-01', weightKg: 10 })).toMatchObject(notFound);
    expect(await remove(stranger, id, theirs?.id ?? 0)).toMatchObject(notFound);
    expect(await t.request('GET', path(999_999), { tokens: stranger })).toMatchObject(notFound);
    expect(await list(parent, id)).toHaveLength(8);
  });

  it('answers 404 NoSuchChildMeasurementException for a measurement of another child of the same member', async () => {
    const tokens = await join('twomom', '둘맘');
    const a = await addChild(tokens, girl);
    const b = await addChild(tokens, { ...girl, nickname: '둘째' });
    const m = created(await add(tokens, a, { date: '2026-06-01', weightKg: 4.4 }));
    expect(await edit(tokens, b, m.id, { date: '2026-06-01', weightKg: 4.5 })).toMatchObject(failure(404, 'NoSuchChildMeasurementException'));
    expect(await remove(tokens, b, m.id)).toMatchObject(failure(404, 'NoSuchChildMeasurementException'));
    expect(await remove(tokens, a, 999_999)).toMatchObject(failure(404, 'NoSuchChildMeasurementException'));
    expect(await list(tokens, a)).toHaveLength(1);
  });

  it('refuses admins and experts (403) and callers without tokens (401)', async () => {
    const [dodam] = await children(await signIn('parent'));
    const id = dodam?.id ?? 0;
    for (const role of ['admin', 'expert']) {
      const tokens = await signIn(role);
      for (const res of [
        await t.request('GET', path(id), { tokens }),
        await add(tokens, id, { date: '2026-11-01', weightKg: 10 }),
        await remove(tokens, id, 1),
      ]) {
        expect(res).toMatchObject(failure(403, 'IllegalUserRoleException'));
      }
    }
    expect((await t.request('GET', path(id))).json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });
});

describe('concurrency (row lock on the child, unique day)', () => {
  it('two parallel POSTs on one day: one is recorded, the other is 409', async () => {
    const tokens = await join('racemom', '경주맘');
    const childId = await addChild(tokens, girl);
    const results = await Promise.all([
      add(tokens, childId, { date: '2026-07-01', weightKg: 5.5 }),
      add(tokens, childId, { date: '2026-07-01', weightKg: 5.6 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await list(tokens, childId)).toHaveLength(1);
  });

  it('parallel writes on different days leave the summary at the latest day', async () => {
    const tokens = await join('parallelmom', '동시맘');
    const childId = await addChild(tokens, girl);
    const days = ['2026-07-01', '2026-08-01', '2026-06-01', '2026-09-01', '2026-05-15'];
    await Promise.all(days.map((date, i) => add(tokens, childId, { date, heightCm: 60 + i, weightKg: 6 + i })));
    // 2026-09-01 is index 3.
    expect(await current(tokens, childId)).toEqual([63, 9]);
  });
});
