import { msg } from '@lingui/core/macro';
import type { ArticleViewStatus } from '../../contract/admin-articles.ts';
import type { ArticleCategory } from '../../contract/care-info-categories.ts';
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

export const STATUS_LABELS = { DRAFT: msg`Draft`, SCHEDULED: msg`Scheduled`, PUBLISHED: msg`Published`, HIDDEN: msg`Hidden` } as const satisfies Record<
  ArticleViewStatus,
  unknown
>;
