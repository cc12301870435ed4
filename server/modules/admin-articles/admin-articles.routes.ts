import type { Hono } from 'hono';
import { adminArticlesApi } from '../../../src/contract/admin-articles-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { articleCsv, articleDetail, articleList } from './article-list.ts';
import { createArticle, stageArticlePicture, updateArticle } from './article-write.ts';

/** Care-info articles in the back office (decision 0066); the CSV path comes before :articleId. */
export function adminArticlesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, adminArticlesApi.adminArticles, ({ query }) => articleList(db, query, clock.now()));
  mountFile(app, adminArticlesApi.adminArticlesCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, articleCsv(db, query, now));
  });
  mount(app, adminArticlesApi.adminArticle, async ({ params }) => {
    const found = await articleDetail(db, params.articleId, clock.now());
    if (!found) throw new AppError('NoSuchArticleException');
    return found;
  });
  mount(app, adminArticlesApi.uploadArticlePicture, ({ c }) => stageArticlePicture(deps, c.req.raw, c.req.header('content-type')));
  mount(app, adminArticlesApi.createArticle, ({ c, body }) => createArticle(deps, actorOf(c), body));
  mount(app, adminArticlesApi.updateArticle, ({ c, params, body }) => updateArticle(deps, actorOf(c), params.articleId, body));
}
