/**
 * Care information (SPEC §2 /care-info, §4 age levels, §8 NoSuchArticleException; decision 0066):
 * articles written for Dodam, each for an age range in months (or pregnancy and birth preparation),
 * read by every visitor (they hold nothing personal, so the service worker keeps them offline).
 */
import * as v from 'valibot';
import { AGE_LEVEL_THRESHOLDS } from './calendar/age.ts';
import { IntText } from './admin-list.ts';
import { storableText } from './primitives.ts';

import { ARTICLE_CATEGORIES } from './care-info-categories.ts';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './care-info-categories.ts';

/** SPEC §4's age levels (under 7, 7-12, 13-24, 25 or more months) and an unborn child's pregnancy and birth preparation. */
export const ARTICLE_LEVELS = ['PREGNANCY', 'LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const;
export type ArticleLevel = (typeof ARTICLE_LEVELS)[number];

const [SEVEN, THIRTEEN, TWENTY_FIVE] = AGE_LEVEL_THRESHOLDS;
/** The months each level spans, inclusive (LEVEL_3 up to school age). */
export const LEVEL_MONTHS: Record<Exclude<ArticleLevel, 'PREGNANCY'>, readonly [number, number]> = {
  LEVEL_0: [0, SEVEN - 1],
  LEVEL_1: [SEVEN, THIRTEEN - 1],
  LEVEL_2: [THIRTEEN, TWENTY_FIVE - 1],
  LEVEL_3: [TWENTY_FIVE, 83],
};

/** The level of a child: unborn, or by its completed months (SPEC §4). */
export function articleLevelOf(child: { born: boolean; months: number }): ArticleLevel {
  if (!child.born) return 'PREGNANCY';
  const found = (['LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'] as const).find((level) => child.months <= LEVEL_MONTHS[level][1]);
  return found ?? 'LEVEL_3';
}

export const ARTICLE_SEARCH_MAX = 40;
export const ARTICLE_PAGE_SIZE = 20;

export const ArticleFeedQuery = v.object({
  level: v.optional(v.picklist(ARTICLE_LEVELS)),
  category: v.optional(v.picklist(ARTICLE_CATEGORIES)),
  /** Part of a word of the title, summary, tags or text (도담 finds 도담이). */
  q: v.optional(v.pipe(v.string(), storableText, v.trim(), v.maxLength(ARTICLE_SEARCH_MAX))),
  page: v.optional(IntText(1, 1000), '1'),
});
export type ArticleFeedSearch = v.InferInput<typeof ArticleFeedQuery>;
export type ArticleFeedParams = v.InferOutput<typeof ArticleFeedQuery>;

export const ArticleCard = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  category: v.picklist(ARTICLE_CATEGORIES),
  ageFromMonths: v.number(),
  ageToMonths: v.number(),
  pregnancy: v.boolean(),
  tags: v.array(v.string()),
  /** Vaccine groups and checkups of the app's schedules it goes with ("지금 우리 아이에게"). */
  scheduleCodes: v.array(v.string()),
  readingMinutes: v.number(),
  /** A public, versioned link: the same picture keeps its URL, so it is cached once. */
  pictureUrl: v.string(),
  publishedAt: v.string(),
});
export type ArticleCard = v.InferOutput<typeof ArticleCard>;

/**
 * `servedAt`: when the server made the answer. The service worker may answer from what it saved
 * (offline, or while it revalidates), so the page says how old what it shows is.
 */
export const ArticleFeed = v.object({ articles: v.array(ArticleCard), total: v.number(), hasNext: v.boolean(), servedAt: v.string() });
export type ArticleFeed = v.InferOutput<typeof ArticleFeed>;

/**
 * The schedule codes of a child's next vaccination and next checkup (decision 0066), judged by the
 * server with the schedules' own rules, so that care info loads none of the schedules' client code.
 */
export const ScheduleCodes = v.object({ codes: v.array(v.string()) });
export type ScheduleCodes = v.InferOutput<typeof ScheduleCodes>;

export const Article = v.object({
  ...ArticleCard.entries,
  content: v.record(v.string(), v.unknown()),
  contentText: v.string(),
  source: v.variant('kind', [v.object({ kind: v.literal('ORIGINAL') }), v.object({ kind: v.literal('KOGL'), attribution: v.string() })]),
  /** The public guidance its health advice was checked against. */
  checkedAgainst: v.nullable(v.string()),
  related: v.array(ArticleCard),
  servedAt: v.string(),
});
export type Article = v.InferOutput<typeof Article>;

export const Bookmarks = v.object({ articles: v.array(ArticleCard) });
export type Bookmarks = v.InferOutput<typeof Bookmarks>;

/** Bookmarks one member may keep (a per-member cap, decision 0031). */
export const BOOKMARKS_MAX = 500;
