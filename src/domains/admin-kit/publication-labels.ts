import { msg } from '@lingui/core/macro';
import type { NoticeViewStatus } from '../../contract/notices.ts';
import type { ArticleViewStatus } from '../../contract/admin-articles.ts';
import './catalog.ts';

/**
 * Where a notice or a care-info article stands (decisions 0065, 0066): both back-office pages, their
 * audit lines and their CSVs (server/lib/list-words.ts PUBLICATION_STATE_WORDS) read one table (decision 0093).
 */
export const PUBLICATION_STATE_LABELS = {
  DRAFT: msg`Draft`,
  SCHEDULED: msg`Scheduled`,
  PUBLISHED: msg`Published`,
  HIDDEN: msg`Hidden`,
} as const satisfies Record<NoticeViewStatus & ArticleViewStatus, unknown>;
