import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_PAGE_SIZE, FeedData, SharedDiary } from '../../../src/contract/community-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { insertEntry } from '../../test/community-test-kit.ts';

// 2026-11-22 12:00 in Korea.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { join, me, addChild } = memberKit(() => t);

type Member = { tokens: Pair; id: number; childId: number };
let writer: Member;
let reader: Member;

async function member(userId: string, nickname: string, birthDateTime: string): Promise<Member> {
  const tokens = await join(userId, nickname);
  const { id } = await me(tokens);
  const childId = await addChild(tokens, { nickname: '아기', sex: 'FEMALE', born: true, birthDateTime, height: null, weight: null });
  return { tokens, id, childId };
}

async function page(tokens: Pair, query = '') {
  const res = await t.request('GET', `/api/members/community/shared-diaries${query}`, { tokens });
  expect(res.status).toBe(200);
  return dataOf(res, FeedData);
}

const t = testApp({ clock });
beforeAll(async () => {
  // Born 2025-03-15 10:00 Korea time.
  writer = await member('writer', '글쓴맘', '2025-03-15T01:00:00Z');
  reader = await member('reader', '읽는맘', '2026-01-01T00:00:00Z');
});

describe('the feed', () => {
  it('lists shared entries newest first by sharing time, pages by cursor and stays stable under inserts', async () => {
    const base = Date.parse('2026-11-01T00:00:00Z');
    const ids: number[] = [];
    // 13 shared entries (two share the very same instant), one unshared.
    for (let i = 0; i < 13; i++) {
      const sharedAt = new Date(base + Math.min(i, 11) * 3_600_000);
      ids.push(await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: `2026-10-${String(i + 1).padStart(2, '0')}`, sharedAt }));
    }
    await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-10-20', sharedAt: null });
    // Newest first: sharedAt desc, then id desc (ids 11 and 12 share an instant).
    const expected = [...ids].sort((a, b) => b - a);

    const first = await page(reader.tokens);
    expect(first.diaries.map((d) => d.id)).toEqual(expected.slice(0, COMMUNITY_PAGE_SIZE));
    expect(first.nextCursor).toMatch(/^\d+_\d+$/);

    // A newer entry shared meanwhile does not shift the next page.
    await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-10-25', sharedAt: new Date(base + 48 * 3_600_000) });
    const second = await page(reader.tokens, `?cursor=${first.nextCursor}`);
    expect(second.diaries.map((d) => d.id)).toEqual(expected.slice(COMMUNITY_PAGE_SIZE));
    expect(second.nextCursor).toBeNull();
  });

  it('answers the author, the child\u2019s age on the entry\u2019s day, areas, excerpt, photos and comment count', async () => {
    const id = await insertEntry(t.db, {
      memberId: writer.id,
      childId: writer.childId,
      entryDate: '2026-04-20',
      sharedAt: new Date('2026-11-20T00:00:00Z'),
      title: '첫 이유식',
      text: `오늘은  처음으로\n이유식을 먹었어요. ${'가'.repeat(200)}`,
      images: 2,
      areas: { mood: { mood: 'GOOD', note: null }, water: { ml: 300, note: null } },
    });
    const { diaries } = await page(reader.tokens);
    const item = diaries.find((d) => d.id === id);
    expect(item).toMatchObject({
      title: '첫 이유식',
      author: { id: writer.id, nickname: '글쓴맘' },
      // 2025-03-15 → 2026-04-20: 13 months 5 days → level 2.
      age: { kind: 'monthsDays', months: 13, days: 5 },
      ageLevel: 2,
      areas: ['water', 'mood'],
      imageCount: 2,
      commentCount: 0,
      mine: false,
    });
    expect(item?.excerpt.startsWith('오늘은 처음으로 이유식을 먹었어요.')).toBe(true);
    expect(item?.excerpt.length).toBeLessThanOrEqual(120);
    expect(item?.thumbnailUrl).toMatch(/^\/api\/files\/diary-images\/\d+\?exp=\d+&sig=/);
    const own = await page(writer.tokens);
    expect(own.diaries.find((d) => d.id === id)?.mine).toBe(true);
  });

  it('filters by the age level of the child on the entry\u2019s day (thresholds 7, 13, 25 months)', async () => {
    // Born 2025-03-15 (Korea): 7 months complete on 2025-10-15, 13 on 2026-04-15, 25 on 2027-04-15.
    const at = (entryDate: string) =>
      insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate, sharedAt: new Date('2026-11-21T00:00:00Z') });
    const l0 = await at('2025-10-14');
    const l1a = await at('2025-10-15');
    const l1b = await at('2026-04-14');
    const l2 = await at('2026-04-15');
    const levelIds = async (level: number) => (await page(reader.tokens, `?ageLevel=${level}`)).diaries.map((d) => d.id);
    expect(await levelIds(0)).toContain(l0);
    expect(await levelIds(0)).not.toContain(l1a);
    expect(await levelIds(1)).toEqual(expect.arrayContaining([l1a, l1b]));
    expect(await levelIds(1)).not.toContain(l2);
    expect(await levelIds(2)).toContain(l2);
    for (const level of [0, 1, 2, 3]) for (const d of (await page(reader.tokens, `?ageLevel=${level}`)).diaries) expect(d.ageLevel).toBe(level);
  });

  it('agrees with the client’s month arithmetic at the end of a month and around Korea midnight', async () => {
    // Born 2025-01-31 23:30 Korea time (14:30 UTC): the 31st never comes in short months.
    const childId = await addChild(writer.tokens, {
      nickname: '말일이',
      sex: 'MALE',
      born: true,
      birthDateTime: '2025-01-31T14:30:00Z',
      height: null,
      weight: null,
    });
    const at = (entryDate: string) => insertEntry(t.db, { memberId: writer.id, childId, entryDate, sharedAt: new Date('2026-11-21T01:00:00Z') });
    const six = await at('2025-08-30');
    const seven = await at('2025-08-31');
    const level0 = (await page(reader.tokens, '?ageLevel=0')).diaries;
    const level1 = (await page(reader.tokens, '?ageLevel=1')).diaries;
    expect(level0.find((d) => d.id === six)?.age).toEqual({ kind: 'monthsDays', months: 6, days: 30 });
    expect(level1.find((d) => d.id === seven)?.age).toEqual({ kind: 'monthsDays', months: 7, days: 0 });
    expect(level0.some((d) => d.id === seven)).toBe(false);
  });

  it('refuses a malformed filter or cursor with 400', async () => {
    for (const query of ['?ageLevel=4', '?ageLevel=x', '?cursor=abc', '?cursor=1_']) {
      const res = await t.request('GET', `/api/members/community/shared-diaries${query}`, { tokens: reader.tokens });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: '400', message: 'BadRequest' });
    }
  });

  it('needs a signed-in member', async () => {
    const res = await t.request('GET', '/api/members/community/shared-diaries');
    expect(res.json).toMatchObject({ code: '401', message: 'UserAuthenticationException' });
  });
});

describe('one shared entry', () => {
  it('answers a shared entry with its areas, text and signed photo URLs', async () => {
    const id = await insertEntry(t.db, {
      memberId: writer.id,
      childId: writer.childId,
      entryDate: '2026-11-02',
      text: '첫 문단\n\n둘째 문단',
      images: 1,
      areas: { sleep: { hours: 11.5, naps: 2, note: '낮잠 잘 잠' } },
    });
    const res = await t.request('GET', `/api/members/community/shared-diary/${id}`, { tokens: reader.tokens });
    const diary = dataOf(res, SharedDiary);
    expect(diary).toMatchObject({ id, shared: true, mine: false, contentText: '첫 문단\n\n둘째 문단', author: { nickname: '글쓴맘' } });
    expect(diary.areas.sleep).toEqual({ hours: 11.5, naps: 2, note: '낮잠 잘 잠' });
    expect(diary.images).toHaveLength(1);
    expect(diary.images[0]?.url).toMatch(/^\/api\/files\/diary-images\/\d+\?exp=/);
  });

  it('is 404 NoSuchDiaryException when missing and, the same, when someone else\u2019s entry is not shared (decision 0032); its author reads it', async () => {
    const missing = await t.request('GET', '/api/members/community/shared-diary/999999', { tokens: reader.tokens });
    expect(missing).toMatchObject({ status: 404, json: { code: '404', message: 'NoSuchDiaryException' } });
    const hidden = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-03', sharedAt: null });
    const notShared = await t.request('GET', `/api/members/community/shared-diary/${hidden}`, { tokens: reader.tokens });
    expect({ status: notShared.status, json: notShared.json }).toEqual({ status: missing.status, json: missing.json });
    const own = await t.request('GET', `/api/members/community/shared-diary/${hidden}`, { tokens: writer.tokens });
    expect(dataOf(own, SharedDiary)).toMatchObject({ id: hidden, shared: false, mine: true });
    const bad = await t.request('GET', '/api/members/community/shared-diary/abc', { tokens: reader.tokens });
    expect(bad.status).toBe(400);
  });
});
