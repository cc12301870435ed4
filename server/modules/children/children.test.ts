import { beforeAll, describe, expect, it } from 'vitest';
import { ChildSummaryData, type ChildListItem } from '../../../src/contract/child.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// Fixed at noon in Korea (2026-11-22 12:00 KST) so that ages are exact.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

const { signIn, join, children: list, addChild: add } = memberKit(() => t);
async function summary(tokens: Pair, id: number | string, query = '') {
  return t.request('GET', `/api/members/children/${id}${query}`, { tokens });
}
const selectedIds = (rows: ChildListItem[]) => rows.filter((c) => c.selected).map((c) => c.id);
const born = (nickname: string, birthDateTime: string) => ({ nickname, sex: 'FEMALE', born: true, birthDateTime, height: 50.5, weight: 3.4 });
const unborn = (nickname: string, birthDueDate = '2027-01-10') => ({ nickname, sex: 'MALE', born: false, birthDueDate });

describe('GET and POST /api/members/children (SPEC §3 Child, §4 selected child, §7)', () => {
  let tokens: Pair;
  beforeAll(async () => {
    tokens = await signIn('newparent');
  });

  it('lists no child for a new member, then the added ones; the first child becomes selected', async () => {
    expect(await list(tokens)).toEqual([]);
    const first = await add(tokens, born('첫째', '2026-09-22T15:00:00Z'));
    const second = await add(tokens, unborn('둘째'));
    const rows = await list(tokens);
    expect(rows.map((c) => [c.id, c.nickname, c.born, c.selected])).toEqual([
      [first, '첫째', true, true],
      [second, '둘째', false, false],
    ]);
    const me = await t.request('GET', '/api/users/me', { tokens });
    expect(me.json?.data).toMatchObject({ selectedChildId: first });
  });

  it('refuses invalid child details with 400', async () => {
    const bodies = [
      born('abc', '2026-09-22T15:00:00Z'),
      { nickname: '셋째', sex: 'FEMALE', born: true, height: null, weight: null },
      { ...born('셋째', '2026-09-22T15:00:00Z'), height: 5 },
      { ...born('셋째', '2026-09-22T15:00:00Z'), sex: 'OTHER' },
      born('셋째', '2026-09-22'),
      born('셋째', '2026-02-30T00:00:00Z'),
      unborn('셋째', '2027-02-30'),
      unborn('셋째', 'soon'),
      { nickname: '셋째', sex: 'MALE', born: 'no', birthDueDate: '2027-01-10' },
    ];
    for (const body of bodies) {
      const res = await t.request('POST', '/api/members/children', { tokens, body });
      expect(res.json).toEqual({ code: '400', message: 'BadRequest' });
    }
    const malformed = await t.request('POST', '/api/members/children', { tokens, rawBody: '{"nickname":', headers: { 'content-type': 'application/json' } });
    expect(malformed.json).toEqual({ code: '400', message: 'BadRequest' });
    expect(await list(tokens)).toHaveLength(2);
  });
});

describe('GET /api/members/children/:id (SPEC §3 Child summary, §4 age in Korea time)', () => {
  let tokens: Pair;
  beforeAll(async () => {
    tokens = await join('summarymom', '요약맘');
  });

  it('answers exactly the Child summary fields, and whether the member is its guardian (decision 0097)', async () => {
    const id = await add(tokens, born('하나', '2026-09-22T14:59:59Z'));
    const res = await summary(tokens, id);
    expect(res.status).toBe(200);
    const data = dataOf(res, ChildSummaryData);
    // data.summary (SPEC §7) and the version an edit is based on (decision 0011).
    expect(Object.keys(data).sort()).toEqual(['summary', 'version']);
    expect(data.version).toBe(1);
    expect(Object.keys(data.summary).sort()).toEqual(
      ['ageInMonths', 'birthDateTime', 'birthDueDate', 'born', 'currentHeight', 'currentWeight', 'guardian', 'id', 'nickname', 'profileImageURL', 'sex'].sort(),
    );
    expect(data.summary).toEqual({
      id,
      profileImageURL: null,
      nickname: '하나',
      sex: 'FEMALE',
      born: true,
      birthDateTime: '2026-09-22T14:59:59.000Z',
      birthDueDate: null,
      currentHeight: 50.5,
      currentWeight: 3.4,
      ageInMonths: 2,
      guardian: false,
    });
  });

  it('computes ageInMonths from the Korea-time birth date, not the UTC one', async () => {
    // 2026-09-22T23:59:59+09:00 is two full months before 2026-11-22 in Korea; one second later,
    // 2026-09-23T00:00:00+09:00 (still 09-22 in UTC), it is one month.
    const before = await add(tokens, born('둘', '2026-09-22T14:59:59Z'));
    const after = await add(tokens, born('셋', '2026-09-22T15:00:00Z'));
    const months = async (id: number) => {
      const data = dataOf(await summary(tokens, id), ChildSummaryData);
      return data.summary.ageInMonths;
    };
    expect(await months(before)).toBe(2);
    expect(await months(after)).toBe(1);
    // At 2026-11-22T15:00Z it is already 11-23 in Korea: the second child turns two months.
    clock.set(new Date('2026-11-22T15:00:00Z'));
    expect(await months(after)).toBe(2);
    clock.set(new Date('2026-11-22T03:00:00Z'));
    const unbornId = await add(tokens, unborn('넷'));
    expect((await summary(tokens, unbornId)).json?.data).toMatchObject({
      summary: { born: false, birthDateTime: null, birthDueDate: '2027-01-10', ageInMonths: null },
    });
  });

  it('selects with ?select=true and with PUT /:id/select', async () => {
    const rows = await list(tokens);
    const [first, second, third] = rows.map((c) => c.id);
    expect(selectedIds(rows)).toEqual([first]);
    expect((await summary(tokens, second ?? 0, '?select=false')).status).toBe(200);
    expect(selectedIds(await list(tokens))).toEqual([first]);
    expect((await summary(tokens, second ?? 0, '?select=true')).status).toBe(200);
    expect(selectedIds(await list(tokens))).toEqual([second]);
    const put = await t.request('PUT', `/api/members/children/${third}/select`, { tokens });
    expect(put.json).toEqual({ code: '200', message: 'OK', data: null });
    expect(selectedIds(await list(tokens))).toEqual([third]);
    expect((await t.request('GET', '/api/users/me', { tokens })).json?.data).toMatchObject({ selectedChildId: third });
    expect((await summary(tokens, third ?? 0, '?select=yes')).json).toEqual({ code: '400', message: 'BadRequest' });
  });
});

describe('ownership and roles (SPEC §6: a member cannot read another member\u2019s child)', () => {
  it('answers 404 NoSuchChildException for another member\u2019s child, on GET and on select', async () => {
    const parent = await signIn('parent');
    const stranger = await join('stranger', '남의맘');
    const [theirs] = await list(parent);
    const notFound = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };
    expect(await summary(stranger, theirs?.id ?? 0)).toMatchObject(notFound);
    expect(await summary(stranger, theirs?.id ?? 0, '?select=true')).toMatchObject(notFound);
    expect(await t.request('PUT', `/api/members/children/${theirs?.id}/select`, { tokens: stranger })).toMatchObject(notFound);
    expect(await summary(stranger, 999_999)).toMatchObject(notFound);
    expect((await t.request('GET', '/api/users/me', { tokens: stranger })).json?.data).toMatchObject({ selectedChildId: null });
  });

  it('answers 400 for a non-numeric id', async () => {
    const parent = await signIn('parent');
    for (const id of ['abc', '1.5', '-1', '1e3']) {
      expect((await summary(parent, id)).json).toEqual({ code: '400', message: 'BadRequest' });
      expect((await t.request('PUT', `/api/members/children/${id}/select`, { tokens: parent })).json).toEqual({ code: '400', message: 'BadRequest' });
    }
  });

  it('refuses admins and experts on member calls (403 IllegalUserRoleException)', async () => {
    const [parentChild] = await list(await signIn('parent'));
    for (const role of ['admin', 'expert']) {
      const tokens = await signIn(role);
      const calls = [
        t.request('GET', '/api/members/children', { tokens }),
        t.request('POST', '/api/members/children', { tokens, body: unborn('관리') }),
        summary(tokens, parentChild?.id ?? 0),
        t.request('PUT', `/api/members/children/${parentChild?.id}/select`, { tokens }),
      ];
      for (const res of await Promise.all(calls)) expect(res).toMatchObject({ status: 403, json: { code: '403', message: 'IllegalUserRoleException' } });
    }
  });

  it('answers 401 without tokens', async () => {
    expect((await t.request('GET', '/api/members/children')).json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });
});

describe('concurrency (SPEC §4: one selected child)', () => {
  it('two parallel first children leave exactly one selected', async () => {
    const tokens = await join('twinmom', '쌍둥이맘');
    const ids = await Promise.all([add(tokens, born('쌍둥이일', '2026-11-01T01:00:00Z')), add(tokens, born('쌍둥이이', '2026-11-01T01:01:00Z'))]);
    const rows = await list(tokens);
    expect(rows.map((c) => c.id).sort()).toEqual([...ids].sort());
    const selected = selectedIds(rows);
    expect(selected).toHaveLength(1);
    expect((await t.request('GET', '/api/users/me', { tokens })).json?.data).toMatchObject({ selectedChildId: selected[0] });
  });
});
