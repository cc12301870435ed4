import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { careInfoApi } from '../../../src/contract/care-info-api.ts';
import { schedulesApi } from '../../../src/contract/schedules-api.ts';
import { nextDue } from '../../../src/contract/schedules/schedule-rules.ts';
import { ARTICLE_CATEGORIES, BOOKMARKS_MAX, LEVEL_MONTHS } from '../../../src/contract/care-info.ts';
import { articleBookmarks, articles } from '../../db/schema/articles.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0066 (SPEC §2 /care-info, §4 age levels, §8 NoSuchArticleException): the care-info feed, articles and bookmarks. */
const clock = testClock(new Date('2026-12-02T03:00:00Z'));
const k = memberKit(() => t);
let parent: Pair;

const feed = async (query = '') => dataOf(await t.request('GET', `/api/open/care-info/articles${query}`), careInfoApi.articles.response);
const everything = async (query = '') => {
  const first = await feed(query);
  const more = first.hasNext ? (await feed(`${query ? `${query}&` : '?'}page=2`)).articles : [];
  return [...first.articles, ...more];
};

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {
  parent = await k.signIn('parent');
});

describe('the feed (GET /api/open/care-info/articles)', () => {
  it('holds about thirty published articles over every category, newest first, open to anyone', async () => {
    const all = await everything();
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const category of ARTICLE_CATEGORIES) expect(all.some((a) => a.category === category)).toBe(true);
    const times = all.map((a) => a.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await feed()).servedAt).toBe(clock.now().toISOString());
  });
  it('follows the age level (SPEC §4): an overlapping age range, and pregnancy for an unborn child', async () => {
    for (const level of ['LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const) {
      const [from, to] = LEVEL_MONTHS[level];
      const found = await everything(`?level=${level}`);
      expect(found.length, level).toBeGreaterThan(0);
      expect(
        found.every((a) => !a.pregnancy && a.ageFromMonths <= to && a.ageToMonths >= from),
        level,
      ).toBe(true);
    }
    const pregnancy = await everything('?level=PREGNANCY');
    expect(pregnancy.length).toBeGreaterThan(0);
    expect(pregnancy.every((a) => a.pregnancy)).toBe(true);
  });
  it('filters by category and finds part of a Korean word', async () => {
    expect((await everything('?category=SLEEP')).every((a) => a.category === 'SLEEP')).toBe(true);
    const all = await everything();
    const word = all[0]?.title.replace(/\s/g, '').slice(1, 3) ?? '';
    const found = await everything(`?q=${encodeURIComponent(word)}`);
    expect(found.map((a) => a.id)).toContain(all[0]?.id);
    expect((await feed(`?q=${encodeURIComponent('없는낱말조합xyz')}`)).articles).toEqual([]);
    expect((await t.request('GET', '/api/open/care-info/articles?level=OLD')).status).toBe(400);
    expect((await t.request('GET', `/api/open/care-info/articles?q=${'가'.repeat(41)}`)).status).toBe(400);
  });
  it('leaves out drafts, hidden articles and ones not yet due', async () => {
    const [first] = await t.db.select({ id: articles.id }).from(articles).limit(1);
    await t.db
      .update(articles)
      .set({ status: 'HIDDEN' })
      .where(eq(articles.id, first?.id ?? 0));
    expect((await everything()).map((a) => a.id)).not.toContain(first?.id);
    expect((await t.request('GET', `/api/open/care-info/articles/${first?.id}`)).json).toMatchObject({ code: '404', message: 'NoSuchArticleException' });
    await t.db
      .update(articles)
      .set({ status: 'PUBLISHED' })
      .where(eq(articles.id, first?.id ?? 0));
  });
});

describe('one article (GET /api/open/care-info/articles/:articleId)', () => {
  it('answers the article with its content, what it was checked against and up to three related ones', async () => {
    const card = (await feed('?category=VACCINATION')).articles[0];
    const article = dataOf(await t.request('GET', `/api/open/care-info/articles/${card?.id}`), careInfoApi.article.response);
    expect(article).toMatchObject({ id: card?.id, title: card?.title, source: { kind: 'ORIGINAL' } });
    expect(article.contentText.length).toBeGreaterThan(100);
    expect(article.checkedAgainst).toBeTruthy();
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.length).toBeLessThanOrEqual(3);
    expect(article.related.map((r) => r.id)).not.toContain(card?.id);
  });
  it('answers NoSuchArticleException for none and a 400 for a malformed id', async () => {
    expect((await t.request('GET', '/api/open/care-info/articles/999999')).json).toEqual({ code: '404', message: 'NoSuchArticleException' });
    expect((await t.request('GET', '/api/open/care-info/articles/abc')).status).toBe(400);
  });
  it('serves its picture publicly, immutable for the current version only', async () => {
    const card = (await feed()).articles[0];
    const res = await t.app.request(card?.pictureUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const old = await t.app.request((card?.pictureUrl ?? '').replace(/v=.*/, 'v=old'));
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('bookmarks (/api/members/care-info/bookmarks)', () => {
  it('keeps, lists newest first and takes away, idempotently; members only', async () => {
    const [a, b] = (await feed()).articles;
    const put = (id: number | undefined) => t.request('PUT', `/api/members/care-info/bookmarks/${id}`, { tokens: parent });
    expect((await put(a?.id)).status).toBe(200);
    clock.advance(1000);
    expect((await put(b?.id)).status).toBe(200);
    expect((await put(b?.id)).status).toBe(200);
    const list = dataOf(await t.request('GET', '/api/members/care-info/bookmarks', { tokens: parent }), careInfoApi.bookmarks.response);
    expect(list.articles.map((x) => x.id)).toEqual([b?.id, a?.id]);
    expect((await t.request('DELETE', `/api/members/care-info/bookmarks/${a?.id}`, { tokens: parent })).status).toBe(200);
    expect((await t.request('DELETE', `/api/members/care-info/bookmarks/${a?.id}`, { tokens: parent })).status).toBe(200);
    expect((await put(999999)).json).toMatchObject({ message: 'NoSuchArticleException' });
    expect((await t.request('GET', '/api/members/care-info/bookmarks')).status).toBe(401);
  });
  it(`refuses a bookmark past ${BOOKMARKS_MAX} with TooManyBookmarksException`, async () => {
    const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'parent'));
    const ids = (await t.db.select({ id: articles.id }).from(articles)).map((r) => r.id);
    await t.db.delete(articleBookmarks);
    // BOOKMARKS_MAX bookmarks need as many articles: copies of a demo article under other slugs.
    const extra = Array.from({ length: BOOKMARKS_MAX }, (_, i) => `cap-${i}`);
    const [template] = await t.db.select().from(articles).limit(1);
    if (!template || !member) throw new Error('demo data');
    const { id: _id, ...rest } = template;
    const made = await t.db
      .insert(articles)
      .values(extra.map((slug) => ({ ...rest, slug })))
      .returning({ id: articles.id });
    await t.db.insert(articleBookmarks).values(made.map((m) => ({ memberId: member.id, articleId: m.id, createdAt: clock.now() })));
    const res = await t.request('PUT', `/api/members/care-info/bookmarks/${ids[0]}`, { tokens: parent });
    expect(res.json).toMatchObject({ code: '422', message: 'TooManyBookmarksException' });
    // Kept ones stay idempotent at the cap.
    expect((await t.request('PUT', `/api/members/care-info/bookmarks/${made[0]?.id}`, { tokens: parent })).status).toBe(200);
  });
});

describe("the child's schedule codes (GET /api/members/children/:id/care-info-codes)", () => {
  const codesOf = async (childId: number, tokens: Pair = parent) => t.request('GET', `/api/members/children/${childId}/care-info-codes`, { tokens });
  it('names the groups of the next vaccination and next checkup due, as the schedule lists judge them (checkups as CHECKUP)', async () => {
    const children = await k.children(parent);
    const born = children.find((c) => c.born);
    if (!born) throw new Error('demo data: a born child');
    const codes = dataOf(await codesOf(born.id), careInfoApi.scheduleCodes.response).codes;
    const next = async (path: string) => {
      const list = dataOf(await t.request('GET', `/api/members/children/${born.id}/${path}`, { tokens: parent }), schedulesApi.vaccinations.response);
      return nextDue(list.items)?.group;
    };
    const vaccine = await next('vaccinations');
    const checkup = await next('health-checkups');
    expect(codes).toEqual([...(vaccine ? [vaccine] : []), ...(checkup ? ['CHECKUP'] : [])]);
    expect(codes.length).toBeGreaterThan(0);
    const unborn = children.find((c) => !c.born);
    if (unborn) expect(dataOf(await codesOf(unborn.id), careInfoApi.scheduleCodes.response).codes).toEqual([]);
  });
  it("refuses another member's child, a malformed id and a caller without a session", async () => {
    const children = await k.children(parent);
    const other = await k.join('careinfo2', '다른부모');
    expect((await codesOf(children[0]?.id ?? 0, other)).status).toBe(404);
    expect((await t.request('GET', '/api/members/children/abc/care-info-codes', { tokens: parent })).status).toBe(400);
    expect((await t.request('GET', `/api/members/children/${children[0]?.id}/care-info-codes`)).status).toBe(401);
  });
});
