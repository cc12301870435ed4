import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_BULK_MAX } from '../../../src/contract/schedule-done-api.ts';
import { ScheduleList, type ScheduleItem } from '../../../src/contract/schedules-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0071: a child registered at four months marks what was already done in one step. */

// 2026-11-22 12:00 in Korea.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const t = testApp({ clock });
beforeAll(async () => {});
const { join, addChild } = memberKit(() => t);

// Born 2026-07-22 in Korea: four months old on 2026-11-22.
const fourMonths = { nickname: '늦둥', sex: 'FEMALE', born: true, birthDateTime: '2026-07-21T15:00:00Z', height: null, weight: null };
const paths = {
  vaccinations: (child: number) => `/api/members/children/${child}/vaccinations`,
  checkups: (child: number) => `/api/members/children/${child}/health-checkups`,
};

async function list(tokens: Pair, path: string): Promise<ScheduleItem[]> {
  const res = await t.request('GET', path, { tokens });
  expect(res.status, res.text).toBe(200);
  return dataOf(res, ScheduleList).items;
}
const idOf = (items: ScheduleItem[], key: string): number => {
  const item = items.find((i) => i.key === key);
  if (!item) throw new Error(`no ${key}`);
  return item.id;
};
const statuses = (items: ScheduleItem[], keys: string[]) => keys.map((k) => items.find((i) => i.key === k)?.status);

describe('POST vaccinations/already-done and health-checkups/already-done (decision 0071)', () => {
  let tokens: Pair;
  let child: number;
  let vaccinations: ScheduleItem[];
  beforeAll(async () => {
    tokens = await join('latemom', '늦게맘');
    child = await addChild(tokens, fourMonths);
    vaccinations = await list(tokens, paths.vaccinations(child));
  });
  const post = (path: string, body: unknown, tk = tokens) => t.request('POST', `${path}/already-done`, { tokens: tk, body });

  it('marks several past items done at once, with a date or without one, and answers the list', async () => {
    const keys = ['BCG-1', 'HepB-1', 'HepB-2', 'DTaP-1'];
    expect(statuses(vaccinations, keys)).toEqual(['overdue', 'overdue', 'overdue', 'overdue']);
    const items = keys.map((key) => ({ id: idOf(vaccinations, key), date: key === 'BCG-1' ? '2026-07-25' : null }));
    const res = await post(paths.vaccinations(child), { items });
    expect(res.status, res.text).toBe(200);
    const after = dataOf(res, ScheduleList).items;
    expect(statuses(after, keys)).toEqual(['done', 'done', 'done', 'done']);
    expect(after.find((i) => i.key === 'BCG-1')).toMatchObject({ date: '2026-07-25', undated: false });
    expect(after.find((i) => i.key === 'HepB-1')).toMatchObject({ date: null, undated: true });
    // Read back the same.
    expect(statuses(await list(tokens, paths.vaccinations(child)), keys)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('keeps a record already there, and a later date clears the undated mark', async () => {
    const bcg = idOf(vaccinations, 'BCG-1');
    const again = await post(paths.vaccinations(child), { items: [{ id: bcg, date: null }] });
    expect(dataOf(again, ScheduleList).items.find((i) => i.id === bcg)).toMatchObject({ date: '2026-07-25', undated: false });
    const hepb = idOf(vaccinations, 'HepB-1');
    const dated = await t.request('PATCH', `${paths.vaccinations(child)}/${hepb}`, { tokens, body: { date: '2026-07-23', memo: null } });
    expect(dated.json).toMatchObject({ data: { status: 'done', date: '2026-07-23', undated: false } });
    const cleared = await t.request('PATCH', `${paths.vaccinations(child)}/${hepb}`, { tokens, body: { date: null, memo: null } });
    expect(cleared.json).toMatchObject({ data: { status: 'overdue', date: null, undated: false } });
  });

  it('refuses an item whose window has not opened, and writes nothing of that request', async () => {
    const checkups = await list(tokens, paths.checkups(child));
    // 1st round (14-35 days) is past; the 3rd (9-12 months) has not opened.
    const body = {
      items: [
        { id: idOf(checkups, 'CHECKUP-1'), date: null },
        { id: idOf(checkups, 'CHECKUP-3'), date: null },
      ],
    };
    const res = await post(paths.checkups(child), body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '400', message: 'BadRequest' });
    expect(statuses(await list(tokens, paths.checkups(child)), ['CHECKUP-1'])).toEqual(['overdue']);
    const ok = await post(paths.checkups(child), { items: [body.items[0]] });
    expect(statuses(dataOf(ok, ScheduleList).items, ['CHECKUP-1', 'CHECKUP-2'])).toEqual(['done', 'due']);
  });

  it('refuses dates after today or before the birth, as the record form does', async () => {
    const id = idOf(vaccinations, 'DTaP-1');
    const bad = { code: '400', message: 'BadRequest' };
    expect((await post(paths.vaccinations(child), { items: [{ id, date: '2026-11-23' }] })).json).toEqual(bad);
    expect((await post(paths.vaccinations(child), { items: [{ id, date: '2026-07-21' }] })).json).toEqual(bad);
  });

  it('caps and checks the request: empty, too many, the same item twice', async () => {
    const id = idOf(vaccinations, 'HepB-2');
    expect((await post(paths.vaccinations(child), { items: [] })).status).toBe(400);
    const many = Array.from({ length: SCHEDULE_BULK_MAX + 1 }, (_, i) => ({ id: i + 1, date: null }));
    expect((await post(paths.vaccinations(child), { items: many })).status).toBe(400);
    expect(
      (
        await post(paths.vaccinations(child), {
          items: [
            { id, date: null },
            { id, date: null },
          ],
        })
      ).status,
    ).toBe(400);
  });

  it('is 404 for another child\u2019s item or another member\u2019s child, and for an unborn child', async () => {
    const second = await addChild(tokens, { ...fourMonths, nickname: '둘째' });
    const theirs = idOf(await list(tokens, paths.vaccinations(second)), 'BCG-1');
    expect((await post(paths.vaccinations(child), { items: [{ id: theirs, date: null }] })).json).toMatchObject({ message: 'NoSuchChildVaccinationException' });
    const stranger = await join('strangermom', '남남맘');
    expect((await post(paths.vaccinations(child), { items: [{ id: theirs, date: null }] }, stranger)).json).toMatchObject({ message: 'NoSuchChildException' });
    const unborn = await addChild(tokens, { nickname: '콩콩', sex: null, born: false, birthDueDate: '2027-02-01' });
    expect((await post(paths.checkups(unborn), { items: [{ id: 1, date: null }] })).json).toMatchObject({ message: 'NoSuchChildHealthCheckupException' });
  });
});

describe('alternative vaccines are one choice in every path (decision 0080)', () => {
  const rv = ['RV1-1', 'RV1-2', 'RV5-1', 'RV5-2'];
  const refused = { code: '409', message: 'AlternativeVaccineChosenException' };
  let tokens: Pair;
  let child: number;
  let vaccinations: ScheduleItem[];
  beforeAll(async () => {
    tokens = await join('rotamom', '로타맘');
    child = await addChild(tokens, { ...fourMonths, nickname: '로타' });
    vaccinations = await list(tokens, paths.vaccinations(child));
  });
  const post = (body: unknown) => t.request('POST', `${paths.vaccinations(child)}/already-done`, { tokens, body });
  const patch = (key: string, date: string | null) =>
    t.request('PATCH', `${paths.vaccinations(child)}/${idOf(vaccinations, key)}`, { tokens, body: { date, memo: null } });

  it('"already done" with every item ticked (모두 선택) refuses both rotavirus vaccines and writes nothing', async () => {
    expect(statuses(vaccinations, rv)).toEqual(['overdue', 'due', 'overdue', 'due']);
    const all = ['BCG-1', ...rv].map((key) => ({ id: idOf(vaccinations, key), date: null }));
    const res = await post({ items: all });
    expect(res.status, res.text).toBe(409);
    expect(res.json).toEqual(refused);
    expect(statuses(await list(tokens, paths.vaccinations(child)), ['BCG-1', ...rv])).toEqual(['overdue', 'overdue', 'due', 'overdue', 'due']);
  });

  it('takes one of them, then refuses the other in bulk and one at a time', async () => {
    const one = await post({ items: ['RV1-1', 'RV1-2'].map((key) => ({ id: idOf(vaccinations, key), date: null })) });
    expect(statuses(dataOf(one, ScheduleList).items, rv)).toEqual(['done', 'done', 'skipped', 'skipped']);
    expect((await post({ items: [{ id: idOf(vaccinations, 'RV5-1'), date: null }] })).json).toEqual(refused);
    expect((await patch('RV5-1', '2026-09-22')).json).toEqual(refused);
    expect(statuses(await list(tokens, paths.vaccinations(child)), rv)).toEqual(['done', 'done', 'skipped', 'skipped']);
  });

  it('lets the parent change the choice once the other vaccine\u2019s records are cleared', async () => {
    expect((await patch('RV1-1', null)).status).toBe(200);
    expect((await patch('RV5-1', '2026-09-22')).json).toEqual(refused);
    expect((await patch('RV1-2', null)).status).toBe(200);
    expect((await patch('RV5-1', '2026-09-22')).json).toMatchObject({ data: { status: 'done', date: '2026-09-22' } });
    expect(statuses(await list(tokens, paths.vaccinations(child)), rv)).toEqual(['skipped', 'skipped', 'done', 'due']);
  });
});
