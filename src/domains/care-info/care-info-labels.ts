import { msg } from '@lingui/core/macro';
import type { ArticleCategory } from '../../contract/care-info.ts';
import './catalog.ts';

/** An article's category: the members' pages, the back office and the CSV (server/lib/list-words.ts ARTICLE_CATEGORY_WORDS). */
export const CATEGORY_LABELS = {
  SLEEP: msg`Sleep`,
  FEEDING: msg`Feeding and solids`,
  DEVELOPMENT: msg`Development`,
  HEALTH: msg`Health`,
  SAFETY: msg`Safety`,
  VACCINATION: msg`Vaccination`,
  PLAY: msg`Play`,
} as const satisfies Record<ArticleCategory, unknown>;
