import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminArticlePage, adminArticlesApi } from '../../../src/contract/admin-articles-api.ts';
import { careInfoApi } from '../../../src/contract/care-info-api.ts';
import { CSV_ROWS_HEADER } from '../../../src/contract/admin-list.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0066: operators write, schedule, publish and hide care-info articles; members' feed follows. */
const clock = testClock(new Date('2026-12-02T03:00:00Z'));
const k = memberKit(() => t);
let admin: Pair;
let parent: Pair;

const content = {
  root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: '낮잠 이야기' }] }] },
};
const body = (extra: Record<string, unknown> = {}) => ({
  title: '낮잠 시간표 만들기',
  summary: '낮잠을 규칙적으로 재우는 방법이에요.',
  category: 'SLEEP',
  ageFromMonths: 7,
  ageToMonths: 12,
  pregnancy: false,
  tags: ['낮잠'],
  scheduleCodes: [],
  sourceKind: 'ORIGINAL',
  sourceAttribution: null,
  checkedAgainst: null,
  content,
  contentText: '낮잠 이야기',
  status: 'PUBLISHED',
  ...extra,
});

async function pictureToken(tokens = admin): Promise<{ status: number; token: string }> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#a0c4ff' } })
      .png()
      .toBuffer(),
  );
  const res = await t.app.request('/api/admin/article-pictures', {
    method: 'POST',
    headers: { ...k.auth(tokens), 'content-type': 'image/png' },
    body: new Blob([png]),
  });
  const json = (await res.json()) as { data?: { pictureToken: string } };
  return { status: res.status, token: json.data?.pictureToken ?? '' };
}
const feedTitles = async (query = '?level=LEVEL_1') =>
  dataOf(await t.request('GET', `/api/open/care-info/articles${query}`), careInfoApi.articles.response).articles.map((a) => a.title);
const create = async (extra: Record<string, unknown> = {}) =>
  t.request('POST', '/api/admin/articles', { tokens: admin, body: body({ pictureToken: (await pictureToken()).token, ...extra }) });

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  parent = await k.signIn('parent');
});

describe('care-info articles in the back office', () => {
  it('lists the demo articles for admins only', async () => {
    const page = dataOf(await t.request('GET', '/api/admin/articles?size=100', { tokens: admin }), AdminArticlePage);
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect((await t.request('GET', '/api/admin/articles', { tokens: parent })).status).toBe(403);
    expect((await pictureToken(parent)).status).toBe(403);
  });
  it('writes an article that members find at its level, audited; refuses what does not hold together', async () => {
    const res = await create();
    expect(res.status, res.text).toBe(200);
    const { id } = dataOf(res, adminArticlesApi.createArticle.response);
    expect(await feedTitles()).toContain('낮잠 시간표 만들기');
    expect(await feedTitles('?level=LEVEL_3')).not.toContain('낮잠 시간표 만들기');
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.resourceKind, 'article'), eq(auditLog.resourceId, id)))
      ).map((r) => r.action),
    ).toEqual(['article.create']);
    // Each age refusal is named, so the form can say which field and why (decision 0082).
    for (const ages of [
      { ageFromMonths: 12, ageToMonths: 7 },
      { ageFromMonths: 1.5, ageToMonths: 7 },
      { ageFromMonths: -1, ageToMonths: 7 },
      { ageFromMonths: 0, ageToMonths: 200 },
    ])
      expect((await create(ages)).json).toMatchObject({ code: '400', message: 'InvalidArticleAges' });
    expect((await create({ sourceKind: 'KOGL', sourceAttribution: null })).status).toBe(400);
    expect((await create({ title: '' })).status).toBe(400);
    expect((await t.request('POST', '/api/admin/articles', { tokens: admin, body: body({ pictureToken: 'article/x.webp.1.abc' }) })).status).toBe(400);
  });
  it('schedules an article for later, publishes it at its time, and hides it', async () => {
    const later = new Date(clock.now().getTime() + 3600_000).toISOString();
    const { id } = dataOf(await create({ title: '예약한 글', publishAt: later }), adminArticlesApi.createArticle.response);
    const detail = async () => dataOf(await t.request('GET', `/api/admin/articles/${id}`, { tokens: admin }), adminArticlesApi.adminArticle.response);
    expect((await detail()).status).toBe('SCHEDULED');
    expect(await feedTitles()).not.toContain('예약한 글');
    expect((await t.request('GET', `/api/open/care-info/articles/${id}`)).status).toBe(404);
    clock.advance(3600_000 + 1000);
    expect(await feedTitles()).toContain('예약한 글');
    expect((await detail()).status).toBe('PUBLISHED');
    const hide = await t.request('PUT', `/api/admin/articles/${id}`, { tokens: admin, body: body({ title: '예약한 글', status: 'HIDDEN' }) });
    expect(hide.status, hide.text).toBe(200);
    expect(await feedTitles()).not.toContain('예약한 글');
    expect(dataOf(await t.request('GET', '/api/admin/articles?status=HIDDEN', { tokens: admin }), AdminArticlePage).items.map((a) => a.title)).toEqual([
      '예약한 글',
    ]);
    expect((await t.request('PUT', '/api/admin/articles/999999', { tokens: admin, body: body() })).json).toMatchObject({ message: 'NoSuchArticleException' });
    const csv = await t.request('GET', '/api/admin/articles/csv?status=HIDDEN', { tokens: admin });
    expect(csv.headers.get(CSV_ROWS_HEADER)).toBe('1');
  });
});
