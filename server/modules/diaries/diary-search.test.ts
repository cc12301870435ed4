/**
 * The search of all of a child's entries (decision 0073): every month, not only the one shown, a page
 * at a time, the text capped and taken literally (LIKE's % and _ and \ are plain characters).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DIARY_SEARCH_MAX, DIARY_SEARCH_PAGE, diarySearchApi } from '../../../src/contract/diary-search-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { diaryKit, entry, errorOf } from '../../test/diary-test-kit.ts';

// 2026-12-03 12:00 KST: the parent looks at December.
const clock = testClock(new Date('2026-12-03T03:00:00Z'));
const k = memberKit(() => t);
const d = diaryKit(() => t);
let mom: Pair;
let other: Pair;
let child: number;
let sibling: number;
let othersChild: number;

const search = (tokens: Pair, query: string) => t.request('GET', `/api/members/diary-search?${query}`, { tokens });
const found = async (tokens: Pair, query: string) => dataOf(await search(tokens, query), diarySearchApi.searchDiaries.response);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

/** The ISO day `n` days after 2026-01-01. */
const dayAfterNewYear = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('searchmom', '검색맘');
  other = await k.join('searchother', '옆집검색');
  child = await k.addChild(mom, bornChild('가을이', '2025-12-01T03:00:00Z'));
  sibling = await k.addChild(mom, bornChild('겨울이', '2025-12-01T03:00:00Z'));
  othersChild = await k.addChild(other, bornChild('옆집아이', '2025-12-01T03:00:00Z'));
  await d.write(mom, entry(child, '2026-10-14', { title: '병원 가는 날', contentText: '예방접종 맞고 씩씩했어요' }));
  await d.write(mom, entry(child, '2026-12-02', { title: '첫눈', contentText: '눈을 처음 봤어요' }));
  await d.write(mom, entry(child, '2026-11-20', { title: '100% 웃음_가득 \\ 하루', contentText: '하루 종일 웃었어요' }));
  await d.write(mom, entry(sibling, '2026-10-15', { title: '동생도 예방접종', contentText: '울지 않았어요' }));
  await d.write(other, entry(othersChild, '2026-10-16', { title: '옆집 예방접종', contentText: '' }));
});

describe('diary search across every month (decision 0073)', () => {
  it('finds an October entry while December is the month shown, with its day; the child\u2019s own entries only', async () => {
    const result = await found(mom, `childId=${child}&${q('예방접종')}`);
    expect(result.diaries.map((x) => [x.entryDate, x.title])).toEqual([['2026-10-14', '병원 가는 날']]);
    expect(result.nextBefore).toBeNull();
    // Title or story, part of a word, Latin case folded.
    expect((await found(mom, `childId=${child}&${q('씩씩')}`)).diaries).toHaveLength(1);
    expect((await found(mom, `childId=${sibling}&${q('예방접종')}`)).diaries.map((x) => x.entryDate)).toEqual(['2026-10-15']);
    expect((await found(mom, `childId=${child}&${q('없는말')}`)).diaries).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found(mom, `childId=${child}&${q('100%')}`)).diaries.map((x) => x.entryDate)).toEqual(['2026-11-20']);
    expect((await found(mom, `childId=${child}&${q('%')}`)).diaries.map((x) => x.entryDate)).toEqual(['2026-11-20']);
    expect((await found(mom, `childId=${child}&${q('_')}`)).diaries.map((x) => x.entryDate)).toEqual(['2026-11-20']);
    expect((await found(mom, `childId=${child}&${q('\\')}`)).diaries.map((x) => x.entryDate)).toEqual(['2026-11-20']);
    expect((await found(mom, `childId=${child}&${q('웃_')}`)).diaries).toEqual([]);
  });

  it('pages newest first with `before`, without repeats or gaps', async () => {
    const many = await k.addChild(mom, bornChild('많이', '2025-12-01T03:00:00Z'));
    const total = DIARY_SEARCH_PAGE * 2 + 3;
    for (let n = 0; n < total; n++) await d.write(mom, entry(many, dayAfterNewYear(n * 7), { title: `산책 ${n}` }));
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof found>> = await found(mom, `childId=${many}&${q('산책')}${before ? `&before=${before}` : ''}`);
      expect(page.diaries.length).toBeLessThanOrEqual(DIARY_SEARCH_PAGE);
      seen.push(...page.diaries.map((x) => x.entryDate));
      before = page.nextBefore;
      pages++;
    } while (before !== null);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(seen).toEqual(seen.toSorted().toReversed());
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses an empty or too long text, a bad day, and another member\u2019s child', async () => {
    const refused = async (query: string, status: number, message: string) => {
      const res = await search(mom, query);
      expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));
    };
    await refused(`childId=${child}`, 400, 'BadRequest');
    await refused(`childId=${child}&q=${encodeURIComponent('   ')}`, 400, 'BadRequest');
    await refused(`childId=${child}&${q('가'.repeat(DIARY_SEARCH_MAX + 1))}`, 400, 'BadRequest');
    expect((await search(mom, `childId=${child}&${q('가'.repeat(DIARY_SEARCH_MAX))}`)).status).toBe(200);
    await refused(`childId=${child}&${q('눈')}&before=2026-02-30`, 400, 'BadRequest');
    await refused(`childId=${othersChild}&${q('예방접종')}`, 404, 'NoSuchChildException');
    expect((await t.request('GET', `/api/members/diary-search?childId=${child}&${q('눈')}`)).status).toBe(401);
  });
});
