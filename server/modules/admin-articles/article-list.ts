/**
 * Every care-info article in the back office (decisions 0041, 0046, 0066): by part of the title,
 * state (a published article whose time has not come is SCHEDULED), category and Korea days of the
 * publish time; newest publish time first; with the members who keep it; and CSV.
 */
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminArticleDetail, AdminArticleRow } from '../../../src/contract/admin-articles-api.ts';
import type { AdminArticleListQuery, ArticleViewStatus } from '../../../src/contract/admin-articles.ts';
import { Article } from '../../../src/contract/care-info.ts';
import type { Db } from '../../db/client.ts';
import { articleBookmarks, articles } from '../../db/schema/articles.ts';
import { contains, koreaDayRange, listPage, orderOf, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import type { CsvExport } from '../audit/csv-export.ts';
import { pictureUrlOf, type ArticleRow } from '../care-info/article-view.ts';

const STATUS_WORDS: Record<ArticleViewStatus, string> = { DRAFT: '임시 저장', SCHEDULED: '예약', PUBLISHED: '게시 중', HIDDEN: '숨김' };

const SEARCH: SearchSpec<NonNullable<AdminArticleListQuery['category']>> = { title: (q) => contains(articles.title, q) };

function statusCondition(status: AdminArticleListQuery['status'], now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'SCHEDULED') return and(eq(articles.status, 'PUBLISHED'), gt(articles.publishAt, now));
  if (status === 'PUBLISHED') return and(eq(articles.status, 'PUBLISHED'), lte(articles.publishAt, now));
  return eq(articles.status, status);
}

const articleWhere = (query: AdminArticleListQuery, now: Date) =>
  and(
    searchOf(SEARCH, query.category, query.q),
    statusCondition(query.status, now),
    query.kind ? eq(articles.category, query.kind) : undefined,
    ...koreaDayRange(articles.publishAt, query.from, query.to),
  );

const SORT_COLUMNS = { publishAt: articles.publishAt, updatedAt: articles.updatedAt, id: articles.id };

/** The article's id qualified: inside the subquery "article_id" is the bookmark's own. */
const bookmarkCount = sql<number>`(select count(*) from ${articleBookmarks} where ${articleBookmarks.articleId} = "articles"."id")`.mapWith(Number);

export const viewStatus = (row: Pick<ArticleRow, 'status' | 'publishAt'>, now: Date): ArticleViewStatus =>
  row.status === 'PUBLISHED' && row.publishAt > now ? 'SCHEDULED' : row.status;

const rowOf = (row: ArticleRow, bookmarks: number, now: Date): AdminArticleRow => ({
  id: row.id,
  title: row.title,
  category: row.category,
  ageFromMonths: row.ageFromMonths,
  ageToMonths: row.ageToMonths,
  pregnancy: row.pregnancy,
  status: viewStatus(row, now),
  publishAt: row.publishAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  bookmarkCount: bookmarks,
});

const filtered = (db: Db, query: AdminArticleListQuery, now: Date) => db.select({ id: articles.id }).from(articles).where(articleWhere(query, now)).$dynamic();

async function articleRows(db: Db, query: AdminArticleListQuery, now: Date, offset: number, limit: number): Promise<AdminArticleRow[]> {
  const rows = await db
    .select({ article: articles, bookmarks: bookmarkCount })
    .from(articles)
    .where(articleWhere(query, now))
    .orderBy(...orderOf(SORT_COLUMNS, articles.id, query.sort, query.dir))
    .limit(limit)
    .offset(offset);
  return rows.map(({ article, bookmarks }) => rowOf(article, bookmarks, now));
}

export function articleList(db: Db, query: AdminArticleListQuery, now: Date) {
  return listPage(db, query, filtered(db, query, now), (offset, limit) => articleRows(db, query, now, offset, limit));
}

export function articleCsv(db: Db, query: AdminArticleListQuery, now: Date): CsvExport {
  return {
    list: 'articles',
    name: '육아정보목록',
    header: ['글 번호', '제목', '분류', '대상 (개월)', '상태', '게시 시각', '저장한 회원 수', '수정 시각'],
    filtered: filtered(db, query, now),
    read: async (offset, limit) =>
      (await articleRows(db, query, now, offset, limit)).map((a) => [
        a.id,
        a.title,
        a.category,
        a.pregnancy ? '임신·출산' : `${a.ageFromMonths}~${a.ageToMonths}`,
        STATUS_WORDS[a.status],
        koreaTime(a.publishAt),
        a.bookmarkCount,
        koreaTime(a.updatedAt),
      ]),
  };
}

export async function articleDetail(db: Db, id: number, now: Date): Promise<AdminArticleDetail | null> {
  const [found] = await db.select({ article: articles, bookmarks: bookmarkCount }).from(articles).where(eq(articles.id, id)).limit(1);
  if (!found) return null;
  const a = found.article;
  return {
    ...rowOf(a, found.bookmarks, now),
    summary: a.summary,
    tags: a.tags,
    scheduleCodes: a.scheduleCodes,
    sourceKind: a.sourceKind,
    sourceAttribution: a.sourceAttribution,
    checkedAgainst: a.checkedAgainst,
    content: v.parse(Article.entries.content, a.content),
    contentText: a.contentText,
    pictureUrl: pictureUrlOf(a),
  };
}
