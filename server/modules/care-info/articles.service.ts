/**
 * The care-info feed and articles (SPEC §2 /care-info, §4 age levels; decision 0066): published
 * articles whose time has come, for a level (an age range overlapping it, or pregnancy), a category
 * and part of a word; newest first. Open reads: nothing in them depends on who asks.
 */
import { and, count, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_PAGE_SIZE, LEVEL_MONTHS, type Article, type ArticleFeed, type ArticleFeedParams, type ArticleLevel } from '../../../src/contract/care-info.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { contains } from '../../lib/admin-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { articleOf, cardOf, type ArticleRow } from './article-view.ts';

const RELATED_MAX = 3;

export const publishedArticle = (now: Date): SQL => and(eq(articles.status, 'PUBLISHED'), lte(articles.publishAt, now)) as SQL;

function levelCondition(level: ArticleLevel | undefined): SQL | undefined {
  if (level === undefined) return undefined;
  if (level === 'PREGNANCY') return eq(articles.pregnancy, true);
  const [from, to] = LEVEL_MONTHS[level];
  return and(eq(articles.pregnancy, false), lte(articles.ageFromMonths, to), gte(articles.ageToMonths, from));
}

/** Title, summary, tags and text in one string: a part of a word anywhere finds the article. */
const searchable = sql`(${articles.title} || ' ' || ${articles.summary} || ' ' || ${articles.tags}::text || ' ' || ${articles.contentText})`;

export async function articleFeed(db: Db, query: ArticleFeedParams, now: Date): Promise<ArticleFeed> {
  const where = and(
    publishedArticle(now),
    levelCondition(query.level),
    query.category ? eq(articles.category, query.category) : undefined,
    query.q ? contains(searchable, query.q) : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(articles).where(where);
  const total = totalRow?.n ?? 0;
  const page = Number(query.page);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(ARTICLE_PAGE_SIZE)
    .offset((page - 1) * ARTICLE_PAGE_SIZE);
  return { articles: rows.map(cardOf), total, hasNext: page * ARTICLE_PAGE_SIZE < total, servedAt: now.toISOString() };
}

/** Of the same category or for the same ages (pregnancy with pregnancy), newest first. */
async function relatedTo(db: Db, row: ArticleRow, now: Date) {
  const sameAges = row.pregnancy
    ? eq(articles.pregnancy, true)
    : and(eq(articles.pregnancy, false), lte(articles.ageFromMonths, row.ageToMonths), gte(articles.ageToMonths, row.ageFromMonths));
  const rows = await db
    .select()
    .from(articles)
    .where(and(publishedArticle(now), ne(articles.id, row.id), or(eq(articles.category, row.category), sameAges)))
    .orderBy(sql`(${articles.category} = ${row.category}) desc`, desc(articles.publishAt))
    .limit(RELATED_MAX);
  return rows.map(cardOf);
}

export async function readArticle(db: Db, id: number, now: Date): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), publishedArticle(now)))
    .limit(1);
  if (!row) throw new AppError('NoSuchArticleException');
  return { ...articleOf(row, await relatedTo(db, row, now)), servedAt: now.toISOString() };
}
