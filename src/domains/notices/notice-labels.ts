import { msg } from '@lingui/core/macro';
import type { NoticeCategory } from '../../contract/notices.ts';
import './catalog.ts';

export const CATEGORY_LABELS = { NOTICE: msg`General notice`, EVENT: msg`Event`, UPDATE: msg`Update`, MAINTENANCE: msg`Maintenance` } as const satisfies Record<
  NoticeCategory,
  unknown
>;
