/** A member's bookmarked articles (decision 0066): idempotent, at most BOOKMARKS_MAX, newest bookmark first. */
import { and, count, desc, eq } from 'drizzle-orm';
import { BOOKMARKS_MAX, type Bookmarks } from '../../../src/contract/care-info.ts';
import type { Db } from '../../db/client.ts';
import { articleBookmarks, articles } from '../../db/schema/articles.ts';
import { AppError } from '../../lib/app-error.ts';
import { cardOf } from './article-view.ts';
import { publishedArticle } from './articles.service.ts';

export async function bookmarksOf(db: Db, memberId: number, now: Date): Promise<Bookmarks> {
  const rows = await db
    .select({ article: articles })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(and(eq(articleBookmarks.memberId, memberId), publishedArticle(now)))
    .orderBy(desc(articleBookmarks.createdAt));
  return { articles: rows.map(({ article }) => cardOf(article)) };
}

export async function addBookmark(db: Db, memberId: number, articleId: number, now: Date): Promise<null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, articleId), publishedArticle(now)));
    if (!article) throw new AppError('NoSuchArticleException');
    const [kept] = await tx.select({ n: count() }).from(articleBookmarks).where(eq(articleBookmarks.memberId, memberId));
    const inserted = await tx
      .insert(articleBookmarks)
      .values({ memberId, articleId, createdAt: now })
      .onConflictDoNothing()
      .returning({ articleId: articleBookmarks.articleId });
    // Counted before this one: a repeat of a kept bookmark never trips the cap.
    if (inserted.length > 0 && (kept?.n ?? 0) >= BOOKMARKS_MAX) throw new AppError('TooManyBookmarksException');
    return null;
  });
}

export async function removeBookmark(db: Db, memberId: number, articleId: number): Promise<null> {
  await db.delete(articleBookmarks).where(and(eq(articleBookmarks.memberId, memberId), eq(articleBookmarks.articleId, articleId)));
  return null;
}
