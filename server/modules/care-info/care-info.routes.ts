import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { careInfoApi } from '../../../src/contract/care-info-api.ts';
import { filesApi } from '../../../src/contract/files-api.ts';
import { articles } from '../../db/schema/articles.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { pictureUrlOf } from './article-view.ts';
import { articleFeed, readArticle } from './articles.service.ts';
import { addBookmark, bookmarksOf, removeBookmark } from './bookmarks.service.ts';
import { createSchedulesService } from '../schedules/schedules.service.ts';

/** The schedules' infant checkups are the group 'INFANT'; articles name them 'CHECKUP'. */
const articleCode = (group: string) => (group === 'INFANT' ? 'CHECKUP' : group);

/** Decision 0066: the open feed and articles, their pictures, and the member's bookmarks. */
export function careInfoRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, careInfoApi.articles, ({ query }) => articleFeed(db, query, clock.now()));
  mount(app, careInfoApi.article, ({ params }) => readArticle(db, params.articleId, clock.now()));
  const schedules = createSchedulesService(db, clock);
  mount(app, careInfoApi.scheduleCodes, async ({ user, params }) => ({ codes: (await schedules.nextGroups(user.id, params.id)).map(articleCode) }));
  mount(app, careInfoApi.bookmarks, ({ user }) => bookmarksOf(db, user.id, clock.now()));
  mount(app, careInfoApi.addBookmark, ({ user, params }) => addBookmark(db, user.id, params.articleId, clock.now()));
  mount(app, careInfoApi.removeBookmark, ({ user, params }) => removeBookmark(db, user.id, params.articleId));

  // Public pictures: the current version is immutable for a year, an old `v` is answered briefly.
  mountFile(app, filesApi.articlePicture, async ({ c, params: { articleId }, query }) => {
    const [row] = await db
      .select({ id: articles.id, key: articles.pictureKey, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.id, articleId))
      .limit(1);
    const file = row ? await deps.storage.get(row.key) : null;
    if (!row || !file) throw new AppError('NoSuchArticleException');
    const current = pictureUrlOf(row).endsWith(`?v=${query.v ?? ''}`);
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  });
}
