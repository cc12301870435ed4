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
import { contains, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { PUBLICATION_STATE_WORDS } from '../../lib/list-words.ts';
import { pictureUrlOf, type ArticleRow } from '../care-info/article-view.ts';

const SEARCH: SearchSpec<NonNullable<AdminArticleListQuery['category']>> = { title: (q) => contains(articles.title, q) };

function statusCondition(status: AdminArticleListQuery['status'], now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'SCHEDULED') return and(eq(articles.status, 'PUBLISHED'), gt(articles.publishAt, now));
  if (status === 'PUBLISHED') return and(eq(articles.status, 'PUBLISHED'), lte(articles.publishAt, now));
  return eq(articles.status, status);
}

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

type Ctx = { now: Date };

export const articleListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) => db.select({ article: articles, bookmarks: bookmarkCount }).from(articles).$dynamic(),
  id: articles.id,
  where: (query: AdminArticleListQuery, { now }: Ctx) =>
    and(
      searchOf(SEARCH, query.category, query.q),
      statusCondition(query.status, now),
      query.kind ? eq(articles.category, query.kind) : undefined,
      ...koreaDayRange(articles.publishAt, query.from, query.to),
    ),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ article, bookmarks }, { now }) => rowOf(article, bookmarks, now),
  csv: {
    list: 'articles',
    name: '육아정보목록',
    columns: [
      ['글 번호', (a) => a.id],
      ['제목', (a) => a.title],
      ['분류', (a) => a.category],
      ['대상 (개월)', (a) => (a.pregnancy ? '임신·출산' : `${a.ageFromMonths}~${a.ageToMonths}`)],
      ['상태', (a) => PUBLICATION_STATE_WORDS[a.status]],
      ['게시 시각', (a) => koreaTime(a.publishAt)],
      ['저장한 회원 수', (a) => a.bookmarkCount],
      ['수정 시각', (a) => koreaTime(a.updatedAt)],
    ],
  },
});

export const articleList = (db: Db, query: AdminArticleListQuery, now: Date) => articleListDeclaration.page(db, query, { now });
export const articleCsv = (db: Db, query: AdminArticleListQuery, now: Date) => articleListDeclaration.csv(db, query, { now });

export async function articleDetail(db: Db, id: number, now: Date): Promise<AdminArticleDetail | null> {
  const found = await articleListDeclaration.byId(db, id, { now });
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
