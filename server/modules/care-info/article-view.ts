/** An article row as the contract reads it (decision 0066): the card, and the page's whole article. */
import * as v from 'valibot';
import { Article, type ArticleCard } from '../../../src/contract/care-info.ts';
import { ARTICLE_PICTURE_PATH } from '../../../src/contract/care-info-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import type { articles } from '../../db/schema/articles.ts';

export type ArticleRow = typeof articles.$inferSelect;

/** Korean read at an easy pace: about 500 characters a minute. */
const CHARACTERS_PER_MINUTE = 500;
export const readingMinutesOf = (text: string) => Math.max(1, Math.round(text.length / CHARACTERS_PER_MINUTE));

/** The picture's version: a new picture (or text) gives a new URL, the same one stays cached. */
export const pictureUrlOf = (row: Pick<ArticleRow, 'id' | 'updatedAt'>) =>
  `${buildPath(ARTICLE_PICTURE_PATH, { articleId: row.id })}?v=${row.updatedAt.getTime().toString(36)}`;

export const cardOf = (row: ArticleRow): ArticleCard => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  category: row.category,
  ageFromMonths: row.ageFromMonths,
  ageToMonths: row.ageToMonths,
  pregnancy: row.pregnancy,
  tags: row.tags,
  scheduleCodes: row.scheduleCodes,
  readingMinutes: row.readingMinutes,
  pictureUrl: pictureUrlOf(row),
  publishedAt: row.publishAt.toISOString(),
});

export const articleOf = (row: ArticleRow, related: ArticleCard[]): Omit<Article, 'servedAt'> => ({
  ...cardOf(row),
  content: v.parse(Article.entries.content, row.content),
  contentText: row.contentText,
  source: row.sourceKind === 'KOGL' ? { kind: 'KOGL', attribution: row.sourceAttribution ?? '' } : { kind: 'ORIGINAL' },
  checkedAgainst: row.checkedAgainst,
  related,
});
