import { msg } from '@lingui/core/macro';
import type { ArticleCategory } from '../../contract/care-info.ts';
import './catalog.ts';

export const CATEGORY_LABELS = {
  SLEEP: msg`Sleep`,
  FEEDING: msg`Feeding and solids`,
  DEVELOPMENT: msg`Development`,
  HEALTH: msg`Health`,
  SAFETY: msg`Safety`,
  VACCINATION: msg`Vaccination`,
  PLAY: msg`Play`,
} as const satisfies Record<ArticleCategory, unknown>;
