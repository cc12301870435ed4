import { msg } from '@lingui/core/macro';
import type { NoticeCategory, NoticeViewStatus } from '../../contract/notices.ts';
import './catalog.ts';

export const CATEGORY_LABELS = { NOTICE: msg`General notice`, EVENT: msg`Event`, UPDATE: msg`Update`, MAINTENANCE: msg`Maintenance` } as const satisfies Record<
  NoticeCategory,
  unknown
>;
export const STATUS_LABELS = {
  DRAFT: msg`Draft`,
  SCHEDULED: msg`Scheduled`,
  PUBLISHED: msg`Published`,
  HIDDEN: msg`Hidden`,
} as const satisfies Record<NoticeViewStatus, unknown>;
