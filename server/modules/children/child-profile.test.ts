import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { childMeasurements, childMessages, childSurveys, childVaccinations } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { ChildSummaryData } from '../../../src/contract/child.ts';
import { dataOf as parseData, memberKit, type Pair } from '../../test/members.ts';
import { bornChild, notFound, unbornChild } from '../../test/child-test-kit.ts';

// Noon in Korea, 2026-11-22.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const measurementsOf = (childId: number) => t.db.select().from(childMeasurements).where(eq(childMeasurements.childId, childId));
const dataOf = (res: { json: unknown; text?: string }) => parseData(res, ChildSummaryData);
const selectedId = async (tokens: Pair) => (await k.me(tokens)).selectedChildId;

describe('PATCH /api/members/children/:id (decision 0011, SPEC §7)', () => {
  let tokens: Pair;
  beforeAll(async () => {
    tokens = await k.join('editmom', '편집맘');
  });

  it('edits each field alone and bumps the version each time', async () => {
    const id = await k.addChild(tokens, bornChild('하나', '2026-09-22T03:00:00Z'));
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ nickname: '하나둘' }, { nickname: '하나둘' }],
      [{ sex: 'MALE' }, { sex: 'MALE' }],
      [{ birthDateTime: '2026-09-21T23:30:00Z' }, { birthDateTime: '2026-09-21T23:30:00.000Z', ageInMonths: 2 }],
      [{ born: true }, { born: true }],
    ];
    let version = 1;
    for (const [change, expected] of steps) {
      const res = await k.patchChild(tokens, id, { version, ...change });
      expect(res.status, JSON.stringify(change)).toBe(200);
      expect(dataOf(res).summary).toMatchObject(expected);
      expect(dataOf(res).version).toBe(version + 1);
      version += 1;
    }
    expect(await k.child(tokens, id)).toMatchObject({ version: 5, summary: { nickname: '하나둘', sex: 'MALE', born: true } });
  });

  it('refuses a birth later than now, on add and on edit: 422 FutureBirthDateException, nothing written (decision 0080)', async () => {
    const future = { code: '422', message: 'FutureBirthDateException' };
    const later = new Date(clock.now().getTime() + 60_000).toISOString();
    const before = (await k.children(tokens)).length;
    const added = await t.request('POST', '/api/members/children', { tokens, body: bornChild('미래', later) });
    expect(added.json).toEqual(future);
    expect(await k.children(tokens)).toHaveLength(before);
    const id = await k.addChild(tokens, bornChild('지금', clock.now().toISOString()));
    expect((await k.patchChild(tokens, id, { version: 1, birthDateTime: later })).json).toEqual(future);
    const unborn = await k.addChild(tokens, unbornChild('곧'));
    expect((await k.patchChild(tokens, unborn, { version: 1, born: true, sex: 'MALE', birthDateTime: later, height: 50, weight: 3.2 })).json).toEqual(future);
    expect(await k.child(tokens, unborn)).toMatchObject({ version: 1, summary: { born: false } });
  });

  it('edits the due date of an unborn child (SPEC §4 countdown follows it)', async () => {
    const id = await k.addChild(tokens, unbornChild('콩이'));
    const res = await k.patchChild(tokens, id, { version: 1, birthDueDate: '2027-02-01', nickname: '콩콩이' });
    expect(dataOf(res)).toEqual({
      version: 2,
      summary: expect.objectContaining({ nickname: '콩콩이', born: false, birthDueDate: '2027-02-01', birthDateTime: null }),
    });
  });

  it('refuses a born child becoming unborn: 409 BornChildCannotBeUnbornException, nothing changed (SPEC §4)', async () => {
    const id = await k.addChild(tokens, bornChild('두리', '2026-10-01T03:00:00Z'));
    const res = await k.patchChild(tokens, id, { version: 1, born: false, birthDueDate: '2027-01-01' });
    expect(res).toMatchObject({ status: 409, json: { code: '409', message: 'BornChildCannotBeUnbornException' } });
    const alone = await k.patchChild(tokens, id, { version: 1, born: false });
    expect(alone).toMatchObject({ status: 409, json: { message: 'BornChildCannotBeUnbornException' } });
    expect(await k.child(tokens, id)).toMatchObject({ version: 1, summary: { born: true, birthDueDate: null } });
  });

  it('marks an unborn child born: birth date and time required, birth measures become the first measurement (Korea date)', async () => {
    const id = await k.addChild(tokens, unbornChild('별이', '2026-02-03'));
    const missing = await k.patchChild(tokens, id, { version: 1, born: true });
    expect(missing.json).toEqual({ code: '400', message: 'BadRequest' });
    // 2026-01-31T15:30Z is 2026-02-01 00:30 in Korea.
    const res = await k.patchChild(tokens, id, { version: 1, born: true, birthDateTime: '2026-01-31T15:30:00Z', height: 49.5, weight: 3.25 });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({
      version: 2,
      summary: expect.objectContaining({
        born: true,
        birthDateTime: '2026-01-31T15:30:00.000Z',
        birthDueDate: null,
        currentHeight: 49.5,
        currentWeight: 3.25,
        ageInMonths: 9,
      }),
    });
    expect(await measurementsOf(id)).toEqual([expect.objectContaining({ measuredOn: '2026-02-01', heightCm: 49.5, weightKg: 3.25, headCm: null })]);
  });

  it('marks born without measures: no measurement is recorded', async () => {
    const id = await k.addChild(tokens, unbornChild('달이'));
    const res = await k.patchChild(tokens, id, { version: 1, born: true, birthDateTime: '2026-11-20T01:00:00Z' });
    expect(dataOf(res).summary).toMatchObject({ born: true, currentHeight: null, currentWeight: null });
    expect(await measurementsOf(id)).toEqual([]);
  });

  it('refuses fields that do not fit the child with 400', async () => {
    const bornId = await k.addChild(tokens, bornChild('해님', '2026-10-01T03:00:00Z'));
    const unbornId = await k.addChild(tokens, unbornChild('솔이'));
    const cases: [number, unknown][] = [
      [bornId, { nickname: '해해' }], // no version
      [bornId, { version: 0, nickname: '해해' }],
      [bornId, { version: 1, nickname: 'sun' }],
      [bornId, { version: 1, sex: 'OTHER' }],
      [bornId, { version: 1, height: 80 }], // growth records edit height after birth
      [bornId, { version: 1, birthDueDate: '2027-01-01' }],
      [bornId, { version: 1, birthDateTime: '2026-02-30T00:00:00Z' }],
      [unbornId, { version: 1, birthDateTime: '2026-10-01T03:00:00Z' }],
      [unbornId, { version: 1, born: false, weight: 3 }],
      [unbornId, { version: 1, birthDueDate: '2027-02-30' }],
      [unbornId, { version: 1, born: true, birthDateTime: '2026-10-01T03:00:00Z', height: 5 }],
    ];
    for (const [id, body] of cases) expect((await k.patchChild(tokens, id, body)).json, JSON.stringify(body)).toEqual({ code: '400', message: 'BadRequest' });
    expect((await k.child(tokens, bornId)).version).toBe(1);
    expect((await k.child(tokens, unbornId)).version).toBe(1);
  });
});

describe('POST /api/members/children records the birth measures (decision 0015)', () => {
  it('adds a first measurement dated the Korea birth day, and none without measures', async () => {
    const tokens = await k.join('measuremom', '측정맘');
    const measured = await k.addChild(tokens, bornChild('재기', '2026-01-31T15:30:00Z', { height: 50.1, weight: 3.3 }));
    expect(await measurementsOf(measured)).toEqual([expect.objectContaining({ measuredOn: '2026-02-01', heightCm: 50.1, weightKg: 3.3 })]);
    expect((await k.child(tokens, measured)).summary).toMatchObject({ currentHeight: 50.1, currentWeight: 3.3 });
    const bare = await k.addChild(tokens, bornChild('빈이', '2026-01-31T15:30:00Z'));
    expect(await measurementsOf(bare)).toEqual([]);
  });
});

describe('DELETE /api/members/children/:id (decision 0011)', () => {
  it('deletes the child with its records and moves the selection to another child, then to none', async () => {
    const tokens = await k.join('deletemom', '삭제맘');
    const first = await k.addChild(tokens, bornChild('첫째', '2026-01-10T03:00:00Z', { height: 52, weight: 3.5 }));
    const second = await k.addChild(tokens, unbornChild('둘째'));
    const third = await k.addChild(tokens, bornChild('셋째', '2026-05-10T03:00:00Z'));
    expect(await selectedId(tokens)).toBe(first);
    await t.db.insert(childVaccinations).values({ childId: first, scheduleKey: 'BCG-1', vaccinatedOn: '2026-01-20' });
    await t.db.insert(childMessages).values({ childId: first, promptKey: 'first-smile', answer: '웃었어요' });
    await t.db.insert(childSurveys).values({ childId: first, answers: { sleep: 'good' } });

    // Not the selected child: the selection stays.
    expect((await k.removeChild(tokens, second)).json).toEqual({ code: '200', message: 'OK', data: { selectedChildId: first } });
    expect(await selectedId(tokens)).toBe(first);

    // The selected child: its records go with it, and the selection moves to the remaining child.
    expect((await k.removeChild(tokens, first)).json?.data).toEqual({ selectedChildId: third });
    expect(await selectedId(tokens)).toBe(third);
    expect(await measurementsOf(first)).toEqual([]);
    expect(await t.db.select().from(childVaccinations).where(eq(childVaccinations.childId, first))).toEqual([]);
    expect(await t.db.select().from(childMessages).where(eq(childMessages.childId, first))).toEqual([]);
    expect(await t.db.select().from(childSurveys).where(eq(childSurveys.childId, first))).toEqual([]);
    expect((await k.children(tokens)).map((c) => [c.id, c.selected])).toEqual([[third, true]]);

    // The last child: none is selected.
    expect((await k.removeChild(tokens, third)).json?.data).toEqual({ selectedChildId: null });
    expect(await selectedId(tokens)).toBeNull();
    expect(await k.children(tokens)).toEqual([]);
    expect(await k.removeChild(tokens, third)).toMatchObject(notFound);
  });
});

describe('ownership (SPEC §6: another member\u2019s child answers 404)', () => {
  it('answers 404 NoSuchChildException for unknown and foreign children on PATCH, DELETE and the image', async () => {
    const parent = await k.signIn('parent');
    const stranger = await k.join('strangerp', '남의엄마');
    const [theirs] = await k.children(parent);
    const id = theirs?.id ?? 0;
    for (const target of [id, 999_999]) {
      expect(await k.patchChild(stranger, target, { version: 1, nickname: '가로채기' })).toMatchObject(notFound);
      expect(await k.removeChild(stranger, target)).toMatchObject(notFound);
      expect(await t.request('DELETE', `/api/members/children/${target}/profile-image`, { tokens: stranger })).toMatchObject(notFound);
      const put = await t.app.request(`/api/members/children/${target}/profile-image`, {
        method: 'PUT',
        headers: { ...k.auth(stranger), 'content-type': 'image/png' },
        body: new Uint8Array([0x89, 0x50]),
      });
      expect({ status: put.status, json: await put.json() }).toEqual(notFound);
    }
    expect(await k.child(parent, id)).toMatchObject({ version: 1, summary: { nickname: theirs?.nickname } });
    expect(await k.patchChild(parent, 'abc', { version: 1 })).toMatchObject({ status: 400 });
  });

  it('refuses admins and experts (403)', async () => {
    const [child] = await k.children(await k.signIn('parent'));
    const admin = await k.signIn('admin');
    expect(await k.patchChild(admin, child?.id ?? 0, { version: 1, nickname: '관리' })).toMatchObject({
      status: 403,
      json: { message: 'IllegalUserRoleException' },
    });
    expect(await k.removeChild(admin, child?.id ?? 0)).toMatchObject({ status: 403 });
  });
});

describe('concurrency (decision 0011: two edits of one child never lose an update silently)', () => {
  it('of two parallel edits based on the same version, one wins and the other gets 409 ChildEditConflictException', async () => {
    const tokens = await k.join('racemom', '경쟁맘');
    const id = await k.addChild(tokens, bornChild('경쟁이', '2026-10-01T03:00:00Z'));
    const [a, b] = await Promise.all([k.patchChild(tokens, id, { version: 1, nickname: '가가' }), k.patchChild(tokens, id, { version: 1, nickname: '나나' })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.json).toEqual({ code: '409', message: 'ChildEditConflictException' });
    const after = await k.child(tokens, id);
    expect(after).toEqual({ version: 2, summary: expect.objectContaining({ nickname: dataOf(winner).summary.nickname }) });
    // The loser reloads, sees the winner's change and saves on top of it.
    expect((await k.patchChild(tokens, id, { version: after.version, nickname: '다다' })).status).toBe(200);
    expect((await k.child(tokens, id)).version).toBe(3);
  });

  it('deleting the selected child while selecting it never leaves a deleted child selected', async () => {
    const tokens = await k.join('swapmom', '교대맘');
    const first = await k.addChild(tokens, bornChild('교대일', '2026-10-01T03:00:00Z'));
    const second = await k.addChild(tokens, bornChild('교대이', '2026-10-02T03:00:00Z'));
    const [removed, selected] = await Promise.all([k.removeChild(tokens, second), t.request('PUT', `/api/members/children/${second}/select`, { tokens })]);
    expect(removed.status).toBe(200);
    expect([200, 404]).toContain(selected.status);
    expect(await selectedId(tokens)).toBe(first);
  });
});
