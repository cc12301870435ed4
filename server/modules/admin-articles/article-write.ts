/**
 * Writing care-info articles (decisions 0041, 0066): the picture uploaded first and named by its
 * signed token (server/lib/staged-images.ts), the article and its audit row in one transaction. An
 * article is never deleted: hiding it takes it out of the feed and keeps members' bookmarks.
 */
import { eq } from 'drizzle-orm';
import {
  ARTICLE_PICTURE_LIMIT_BYTES,
  ARTICLE_PICTURE_UPLOAD_PATH,
  type ArticleCreateBody,
  type ArticleUpdateBody,
} from '../../../src/contract/admin-articles-api.ts';
import { articles } from '../../db/schema/articles.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import { holdStaged, stageImage, stagedKey, type StagedImageRule } from '../../lib/staged-images.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { readingMinutesOf } from '../care-info/article-view.ts';

export const PICTURE_RULE: StagedImageRule = {
  path: ARTICLE_PICTURE_UPLOAD_PATH,
  folder: 'article',
  maxSide: 1280,
  limitBytes: ARTICLE_PICTURE_LIMIT_BYTES,
  tooLarge: 'RequestBodyTooLargeException',
  illegal: 'UnsupportedMediaType',
  invalid: 'BadRequest',
  namedBy: async (q, key) => (await q.select({ id: articles.id }).from(articles).where(eq(articles.pictureKey, key)).limit(1)).length > 0,
};

export const stageArticlePicture = async (deps: Deps, request: Request, contentType: string | undefined) => ({
  pictureToken: await stageImage(deps, PICTURE_RULE, request, contentType),
});

const facts = (a: { title: string; category: string; status: string; ageFromMonths: number; ageToMonths: number; publishAt: Date }) => ({
  title: a.title,
  category: a.category,
  status: a.status,
  ageFromMonths: a.ageFromMonths,
  ageToMonths: a.ageToMonths,
  publishAt: a.publishAt.toISOString(),
});

const valuesOf = (body: ArticleUpdateBody, now: Date) => ({
  title: body.title,
  summary: body.summary,
  category: body.category,
  ageFromMonths: body.pregnancy ? 0 : body.ageFromMonths,
  ageToMonths: body.pregnancy ? 0 : body.ageToMonths,
  pregnancy: body.pregnancy,
  tags: body.tags,
  scheduleCodes: body.scheduleCodes,
  sourceKind: body.sourceKind,
  sourceAttribution: body.sourceKind === 'KOGL' ? body.sourceAttribution : null,
  checkedAgainst: body.checkedAgainst,
  content: body.content,
  contentText: body.contentText,
  readingMinutes: readingMinutesOf(body.contentText),
  status: body.status,
  publishAt: body.publishAt ? new Date(body.publishAt) : now,
});

export async function createArticle(deps: Deps, actor: AuditActor, body: ArticleCreateBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const pictureKey = await stagedKey(deps, PICTURE_RULE, body.pictureToken);
  return deps.database.db.transaction(async (tx) => {
    await holdStaged(tx, PICTURE_RULE, pictureKey);
    const values = valuesOf(body, now);
    const [row] = await tx
      .insert(articles)
      .values({ ...values, slug: `article-${randomToken(8).toLowerCase()}`, pictureKey, createdAt: now, updatedAt: now })
      .returning({ id: articles.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'article.create', resourceKind: 'article', resourceId: row.id, after: facts(values) }, now);
    return { id: row.id };
  });
}

export async function updateArticle(deps: Deps, actor: AuditActor, id: number, body: ArticleUpdateBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const pictureKey = body.pictureToken === undefined ? undefined : await stagedKey(deps, PICTURE_RULE, body.pictureToken);
  const replaced = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw new AppError('NoSuchArticleException');
    if (pictureKey) await holdStaged(tx, PICTURE_RULE, pictureKey, before.pictureKey);
    const values = valuesOf(body, now);
    await tx
      .update(articles)
      .set({ ...values, updatedAt: now, ...(pictureKey ? { pictureKey } : {}) })
      .where(eq(articles.id, id));
    const pictureChanged = pictureKey !== undefined && pictureKey !== before.pictureKey;
    await recordAudit(
      tx,
      actor,
      {
        action: 'article.update',
        resourceKind: 'article',
        resourceId: id,
        before: facts(before),
        after: {
          ...facts(values),
          ...(pictureChanged ? { picture: 'replaced' } : {}),
          ...(body.contentText !== before.contentText ? { content: 'changed' } : {}),
        },
      },
      now,
    );
    return pictureChanged ? before.pictureKey : null;
  });
  await forgetFiles(deps, [replaced], 'an article');
  return { id };
}
