import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScheduleList, type ScheduleItem } from '../../../src/contract/schedules-api.ts';
import { children, childVaccinations } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// 2026-11-22 12:00 in Korea.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const members = memberKit(() => t);
const { join, addChild, signIn } = members;
// Born 2026-09-22 in Korea (15:00 UTC the day before): two months old on 2026-11-22.
const bornBoy = { nickname: '튼튼', sex: 'MALE', born: true, birthDateTime: '2026-09-21T15:00:00Z', height: null, weight: null };
const bornGirl = { ...bornBoy, nickname: '예쁨', sex: 'FEMALE' };

const paths = {
  vaccinations: (child: number) => `/api/members/children/${child}/vaccinations`,
  checkups: (child: number) => `/api/members/children/${child}/health-checkups`,
};
async function list(tokens: Pair, path: string): Promise<ScheduleList> {
  const res = await t.request('GET', path, { tokens });
  expect(res.status, res.text).toBe(200);
  return dataOf(res, ScheduleList);
}
const byKey = (items: ScheduleItem[], key: string): ScheduleItem => {
  const item = items.find((i) => i.key === key);
  if (!item) throw new Error(`no ${key}`);
  return item;
};
const window = (item: ScheduleItem) => [item.windowStart, item.windowEnd, item.status];

describe('GET vaccinations and health checkups (decision 0013, SPEC §3, §4 Korea time)', () => {
  let tokens: Pair;
  let boy: number;
  let girl: number;
  beforeAll(async () => {
    tokens = await join('vaccmom', '접종맘');
    boy = await addChild(tokens, bornBoy);
    girl = await addChild(tokens, bornGirl);
  });

  it('lists the national immunization schedule with windows from the Korea birth date', async () => {
    const { items, reason } = await list(tokens, paths.vaccinations(boy));
    expect(reason).toBeNull();
    expect(items).toHaveLength(41); // 43 doses less HPV (girls)
    expect(items.slice(0, 4).map((i) => i.key)).toEqual(['BCG-1', 'HepB-1', 'HepB-2', 'HepB-3']);
    expect(window(byKey(items, 'BCG-1'))).toEqual(['2026-09-22', '2026-10-19', 'overdue']);
    expect(window(byKey(items, 'HepB-2'))).toEqual(['2026-10-22', '2026-11-21', 'overdue']);
    expect(window(byKey(items, 'DTaP-1'))).toEqual(['2026-11-22', '2026-12-21', 'due']);
    expect(window(byKey(items, 'DTaP-5'))).toEqual(['2030-09-22', '2033-09-21', 'upcoming']);
    expect(byKey(items, 'RV5-3')).toMatchObject({
      group: 'RV',
      groupNameKo: '로타바이러스 (RV)',
      series: 'RV5',
      dose: 3,
      national: true,
      date: null,
      memo: null,
    });
    expect(Object.keys(byKey(items, 'DTaP-1')).sort()).toEqual(
      [
        'id',
        'key',
        'group',
        'groupNameKo',
        'groupNameEn',
        'series',
        'nameKo',
        'nameEn',
        'dose',
        'windowStart',
        'windowEnd',
        'status',
        'national',
        'date',
        'undated',
        'memo',
      ].sort(),
    );
    const girls = await list(tokens, paths.vaccinations(girl));
    expect(girls.items.filter((i) => i.group === 'HPV').map((i) => i.key)).toEqual(['HPV-1', 'HPV-2']);
  });

  it('lists the 8 infant checkups and 3 dental checkups with inclusive window ends', async () => {
    const { items, reason } = await list(tokens, paths.checkups(boy));
    expect(reason).toBeNull();
    expect(items.map((i) => i.key)).toEqual([
      'CHECKUP-1',
      'CHECKUP-2',
      'CHECKUP-3',
      'CHECKUP-4',
      'CHECKUP-5',
      'CHECKUP-6',
      'CHECKUP-7',
      'CHECKUP-8',
      'DENTAL-1',
      'DENTAL-2',
      'DENTAL-3',
    ]);
    expect(window(byKey(items, 'CHECKUP-1'))).toEqual(['2026-10-06', '2026-10-27', 'overdue']);
    expect(window(byKey(items, 'CHECKUP-2'))).toEqual(['2027-01-22', '2027-04-21', 'upcoming']);
    expect(window(byKey(items, 'CHECKUP-8'))).toEqual(['2032-03-22', '2032-09-21', 'upcoming']);
    expect(window(byKey(items, 'DENTAL-1'))).toEqual(['2028-03-22', '2029-03-21', 'upcoming']);
  });

  it('turns a window at midnight Korea time', async () => {
    // 23:59:59 on 11-21 in Korea: the last day of HepB-2, the day before DTaP-1 opens.
    clock.set(new Date('2026-11-21T14:59:59Z'));
    const night = await join('nightmom', '밤중맘');
    const child = await addChild(night, bornBoy);
    const before = (await list(night, paths.vaccinations(child))).items;
    expect([byKey(before, 'HepB-2').status, byKey(before, 'DTaP-1').status]).toEqual(['due', 'upcoming']);
    clock.set(new Date('2026-11-21T15:00:00Z'));
    const after = (await list(night, paths.vaccinations(child))).items;
    expect([byKey(after, 'HepB-2').status, byKey(after, 'DTaP-1').status]).toEqual(['overdue', 'due']);
    clock.set(new Date('2026-11-22T03:00:00Z'));
  });

  it('creates the rows once: a second read answers the same ids and adds none', async () => {
    const first = await list(tokens, paths.vaccinations(boy));
    const second = await list(tokens, paths.vaccinations(boy));
    expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    const [row] = await t.db.select({ n: count() }).from(childVaccinations).where(eq(childVaccinations.childId, boy));
    expect(row?.n).toBe(41);
  });

  it('is safe when first reads race: one row per item, every answer the same ids', async () => {
    const child = await addChild(tokens, { ...bornBoy, nickname: '동시' });
    const answers = await Promise.all([0, 1, 2, 3].map(() => t.request('GET', paths.vaccinations(child), { tokens })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const ids = answers.map((a) => {
      const data = dataOf(a, ScheduleList);
      return data.items.map((i) => i.id).join(',');
    });
    expect(new Set(ids).size).toBe(1);
    const [row] = await t.db.select({ n: count() }).from(childVaccinations).where(eq(childVaccinations.childId, child));
    expect(row?.n).toBe(41);
  });

  it('moves the windows when the birth date is edited (computed at read time)', async () => {
    const child = await addChild(tokens, { ...bornBoy, nickname: '이동' });
    expect(byKey((await list(tokens, paths.vaccinations(child))).items, 'DTaP-1').windowStart).toBe('2026-11-22');
    await t.db
      .update(children)
      .set({ birthDateTime: new Date('2026-09-01T03:00:00Z') })
      .where(eq(children.id, child));
    expect(window(byKey((await list(tokens, paths.vaccinations(child))).items, 'DTaP-1'))).toEqual(['2026-11-01', '2026-11-30', 'due']);
  });

  it('an unborn child has empty lists with the reason, and no rows', async () => {
    const unborn = await addChild(tokens, { nickname: '콩콩', sex: 'MALE', born: false, birthDueDate: '2027-02-01' });
    expect(await list(tokens, paths.vaccinations(unborn))).toEqual({ items: [], reason: 'UNBORN' });
    expect(await list(tokens, paths.checkups(unborn))).toEqual({ items: [], reason: 'UNBORN' });
    const [row] = await t.db.select({ n: count() }).from(childVaccinations).where(eq(childVaccinations.childId, unborn));
    expect(row?.n).toBe(0);
    const patch = await t.request('PATCH', `${paths.vaccinations(unborn)}/1`, { tokens, body: { date: null, memo: null } });
    expect(patch.json).toEqual({ code: '404', message: 'NoSuchChildVaccinationException' });
  });
});

describe('PATCH vaccinations/:vaccinationId and health-checkups/:checkupId (SPEC §7 body date, memo)', () => {
  let tokens: Pair;
  let child: number;
  let other: number;
  let vaccinations: ScheduleItem[];
  let checkups: ScheduleItem[];
  beforeAll(async () => {
    tokens = await join('recordmom', '기록맘');
    child = await addChild(tokens, bornGirl);
    other = await addChild(tokens, { ...bornGirl, nickname: '둘째' });
    vaccinations = (await list(tokens, paths.vaccinations(child))).items;
    checkups = (await list(tokens, paths.checkups(child))).items;
  });
  const patchV = (id: number | string, body: unknown, c = child, tk = tokens) => t.request('PATCH', `${paths.vaccinations(c)}/${id}`, { tokens: tk, body });
  const patchC = (id: number | string, body: unknown, c = child, tk = tokens) => t.request('PATCH', `${paths.checkups(c)}/${id}`, { tokens: tk, body });

  it('records a vaccination date and memo, answers the item done, and the list shows it', async () => {
    const bcg = byKey(vaccinations, 'BCG-1');
    const res = await patchV(bcg.id, { date: '2026-09-25', memo: '  소아과에서 접종  ' });
    expect(res.json).toMatchObject({ code: '200', data: { id: bcg.id, key: 'BCG-1', status: 'done', date: '2026-09-25', memo: '소아과에서 접종' } });
    expect(byKey((await list(tokens, paths.vaccinations(child))).items, 'BCG-1')).toMatchObject({
      status: 'done',
      date: '2026-09-25',
      memo: '소아과에서 접종',
    });
  });

  it('clears a date with null (and an empty memo is stored as none)', async () => {
    const bcg = byKey(vaccinations, 'BCG-1');
    const res = await patchV(bcg.id, { date: null, memo: '' });
    expect(res.json).toMatchObject({ code: '200', data: { status: 'overdue', date: null, memo: null } });
  });

  it('recording one rotavirus vaccine skips the other; a follow-up dose counts from the recorded date', async () => {
    await patchV(byKey(vaccinations, 'RV5-1').id, { date: '2026-11-22', memo: null });
    await patchV(byKey(vaccinations, 'HepA-1').id, { date: '2026-11-22', memo: null });
    const items = (await list(tokens, paths.vaccinations(child))).items;
    expect(['RV1-1', 'RV1-2', 'RV5-1', 'RV5-2'].map((k) => byKey(items, k).status)).toEqual(['skipped', 'skipped', 'done', 'upcoming']);
    expect(window(byKey(items, 'HepA-2'))).toEqual(['2027-05-22', '2028-06-21', 'upcoming']);
  });

  it('records a health checkup', async () => {
    const first = byKey(checkups, 'CHECKUP-1');
    const res = await patchC(first.id, { date: '2026-10-10', memo: '이상 없음' });
    expect(res.json).toMatchObject({ code: '200', data: { id: first.id, key: 'CHECKUP-1', status: 'done', date: '2026-10-10', memo: '이상 없음' } });
    expect(byKey((await list(tokens, paths.checkups(child))).items, 'CHECKUP-1')).toMatchObject({ status: 'done', memo: '이상 없음' });
  });

  it('accepts today in Korea and refuses tomorrow; refuses a date before the Korea birth date', async () => {
    const id = byKey(vaccinations, 'DTaP-1').id;
    clock.set(new Date('2026-11-22T14:59:59Z')); // 23:59:59 on 11-22 in Korea
    expect((await patchV(id, { date: '2026-11-23', memo: null })).json).toEqual({ code: '400', message: 'BadRequest' });
    expect((await patchV(id, { date: '2026-11-22', memo: null })).status).toBe(200);
    clock.set(new Date('2026-11-22T15:00:00Z'));
    expect((await patchV(id, { date: '2026-11-23', memo: null })).status).toBe(200);
    clock.set(new Date('2026-11-22T03:00:00Z'));
    // Born 2026-09-21T15:00Z = 09-22 in Korea.
    expect((await patchV(id, { date: '2026-09-21', memo: null })).json).toEqual({ code: '400', message: 'BadRequest' });
    expect((await patchC(byKey(checkups, 'CHECKUP-2').id, { date: '2026-09-22', memo: null })).status).toBe(200);
  });

  it('answers a 400 envelope for malformed input', async () => {
    const id = byKey(vaccinations, 'HepB-1').id;
    const bad = { code: '400', message: 'BadRequest' };
    for (const body of [
      { date: '2026-02-30', memo: null },
      { date: '22/11/2026', memo: null },
      { date: '2026-11-01' },
      { memo: null },
      { date: '2026-11-01', memo: 'x'.repeat(201) },
      { date: 20261101, memo: null },
      [],
    ]) {
      expect((await patchV(id, body)).json, JSON.stringify(body)).toEqual(bad);
    }
    expect((await patchV(id, { date: '2026-11-01', memo: 'x'.repeat(200) })).status).toBe(200);
    expect((await patchV('abc', { date: null, memo: null })).json).toEqual(bad);
    const raw = await t.request('PATCH', `${paths.checkups(child)}/${byKey(checkups, 'CHECKUP-1').id}`, {
      tokens,
      rawBody: '{"date":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.json).toEqual(bad);
  });

  it('unknown ids and ids of another child answer the NoSuch…Vaccination / …HealthCheckup keys', async () => {
    const noVaccination = { status: 404, json: { code: '404', message: 'NoSuchChildVaccinationException' } };
    const noCheckup = { status: 404, json: { code: '404', message: 'NoSuchChildHealthCheckupException' } };
    expect(await patchV(999_999, { date: null, memo: null })).toMatchObject(noVaccination);
    expect(await patchC(999_999, { date: null, memo: null })).toMatchObject(noCheckup);
    // The other child's rows exist once its lists were read; its ids are not this child's.
    const theirs = (await list(tokens, paths.vaccinations(other))).items;
    const theirCheckups = (await list(tokens, paths.checkups(other))).items;
    expect(await patchV(byKey(theirs, 'BCG-1').id, { date: '2026-10-01', memo: null })).toMatchObject(noVaccination);
    expect(await patchC(byKey(theirCheckups, 'CHECKUP-1').id, { date: '2026-10-01', memo: null })).toMatchObject(noCheckup);
    expect(byKey((await list(tokens, paths.vaccinations(other))).items, 'BCG-1').date).toBeNull();
  });

  it('another member\u2019s child answers 404 NoSuchChildException on every call; no token answers 401', async () => {
    const stranger = await join('strangermom', '남의엄마');
    const notFound = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };
    const id = byKey(vaccinations, 'HepB-1').id;
    expect(await t.request('GET', paths.vaccinations(child), { tokens: stranger })).toMatchObject(notFound);
    expect(await t.request('GET', paths.checkups(child), { tokens: stranger })).toMatchObject(notFound);
    expect(await patchV(id, { date: '2026-10-01', memo: '남' }, child, stranger)).toMatchObject(notFound);
    expect(await patchC(byKey(checkups, 'CHECKUP-1').id, { date: null, memo: null }, child, stranger)).toMatchObject(notFound);
    expect(await t.request('GET', paths.vaccinations(999_999), { tokens })).toMatchObject(notFound);
    expect((await t.request('GET', paths.vaccinations(child))).json).toEqual({ code: '401', message: 'UserAuthenticationException' });
    expect(byKey((await list(tokens, paths.vaccinations(child))).items, 'HepB-1').memo).not.toBe('남');
  });
});

describe('demo data (server/seed/demo-schedules.ts)', () => {
  it('도담이 has the early doses and the first influenza season done, the 12-15 month doses due; the checkups too', async () => {
    const tokens = await signIn('parent');
    const kids = await members.children(tokens);
    const dodam = kids.find((c) => c.nickname === '도담이');
    const unborn = kids.find((c) => !c.born);
    if (!dodam || !unborn) throw new Error('demo children missing');
    const { items } = await list(tokens, paths.vaccinations(dodam.id));
    const statuses = (keys: string[]) => keys.map((k) => byKey(items, k).status);
    expect(statuses(['BCG-1', 'HepB-3', 'DTaP-3', 'RV1-2', 'IIV-2', 'MMR-1'])).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(statuses(['RV5-1'])).toEqual(['skipped']);
    expect(statuses(['Hib-4', 'PCV-4'])).toEqual(['due', 'due']);
    expect(items.some((i) => i.status === 'overdue')).toBe(false);
    const checkups = (await list(tokens, paths.checkups(dodam.id))).items;
    expect(checkups.filter((i) => i.status === 'done').map((i) => i.key)).toEqual(['CHECKUP-1', 'CHECKUP-2', 'CHECKUP-3']);
    expect((await list(tokens, paths.vaccinations(unborn.id))).reason).toBe('UNBORN');
  });
});
