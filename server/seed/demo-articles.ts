/**
 * The demo care-info articles (육아정보), written for Dodam in Korean and checked against the
 * public guidance each names in `checkedAgainst`: pregnancy and 0-6 months, 7-12 months, and 13
 * months and more, in that order. General information, not medical advice; the pictures are drawn
 * from each article's motif (demo-article-pictures.ts).
 */
import type { DemoArticle } from './demo-article-types.ts';
import { BABY_ARTICLES } from './demo-articles-baby.ts';
import { EARLY_ARTICLES } from './demo-articles-early.ts';
import { TODDLER_ARTICLES } from './demo-articles-toddler.ts';

export const DEMO_ARTICLES: readonly DemoArticle[] = [...EARLY_ARTICLES, ...BABY_ARTICLES, ...TODDLER_ARTICLES];
