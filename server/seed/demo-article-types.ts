/**
 * The shape of a demo care-info article (decision 0066): written for Dodam in Korean,
 * checked against the public guidance named in `checkedAgainst` where it gives health advice, and
 * labelled as general information on its page.
 */
import type { Block } from './demo-lexical.ts';

import type { ArticleCategory } from '../../src/contract/care-info.ts';

/** The drawing of an article's picture (demo-article-pictures.ts). */
export type ArticleMotif = 'moon' | 'bottle' | 'bowl' | 'blocks' | 'thermometer' | 'shield' | 'syringe' | 'ball' | 'book' | 'bath' | 'sun' | 'heart';

export type DemoArticle = {
  /** Unique, lowercase ASCII words joined by '-'. */
  slug: string;
  title: string;
  /** One or two sentences shown in the feed. */
  summary: string;
  category: ArticleCategory;
  /**
   * The ages it is for, in completed months (inclusive). Pregnancy and birth preparation (an unborn
   * child) is `pregnancy: true` with ageFromMonths 0 and ageToMonths 0.
   */
  ageFromMonths: number;
  ageToMonths: number;
  pregnancy?: boolean;
  tags: readonly string[];
  /** Dodam's own text, or public material under KOGL (공공누리) with its attribution. */
  source: { kind: 'ORIGINAL' } | { kind: 'KOGL'; attribution: string };
  /** The public guidance of a Korean health authority the health advice was checked against (null when it gives none). */
  checkedAgainst: string | null;
  /** For "지금 우리 아이에게": the vaccine or checkup codes of the app's schedules it goes with. */
  scheduleCodes?: readonly string[];
  motif: ArticleMotif;
  blocks: readonly Block[];
};
