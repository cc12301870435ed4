/**
 * The demo care-info articles (decision 0066) with their pictures drawn at seed time: each picture is
 * rendered once per motif and stored per article, and the articles are published a day apart, newest
 * last in the list, so the feed's order is stable.
 */
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema/articles.ts';
import type { FileStorage } from '../integrations/storage.ts';
import { newStorageKey } from '../integrations/storage.ts';
import { articlePictureSvg } from './demo-article-pictures.ts';
import type { ArticleMotif } from './demo-article-types.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { lexical } from './demo-lexical.ts';
import { readingMinutesOf } from '../modules/care-info/article-view.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 24 * 3600 * 1000;

async function drawn(motif: ArticleMotif): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  return new Uint8Array(
    await sharp(Buffer.from(articlePictureSvg(motif)))
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

export async function seedDemoCareInfo(tx: Tx, storage: FileStorage, now: Date): Promise<void> {
  const pictures = new Map<ArticleMotif, Uint8Array>();
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    const bytes = pictures.get(article.motif) ?? (await drawn(article.motif));
    pictures.set(article.motif, bytes);
    const pictureKey = newStorageKey('article', 'webp');
    await storage.put(pictureKey, { bytes, contentType: 'image/webp' });
    const at = new Date(now.getTime() - (DEMO_ARTICLES.length - index) * DAY_MS);
    const { content, contentText } = lexical(article.blocks);
    await tx.insert(articles).values({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      category: article.category,
      ageFromMonths: article.ageFromMonths,
      ageToMonths: article.ageToMonths,
      pregnancy: article.pregnancy ?? false,
      tags: [...article.tags],
      scheduleCodes: [...(article.scheduleCodes ?? [])],
      sourceKind: article.source.kind,
      sourceAttribution: article.source.kind === 'KOGL' ? article.source.attribution : null,
      checkedAgainst: article.checkedAgainst,
      content,
      contentText,
      readingMinutes: readingMinutesOf(contentText),
      pictureKey,
      status: 'PUBLISHED',
      publishAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
}
