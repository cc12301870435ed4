import { msg } from '@lingui/core/macro';
import type { NoticeCategory } from '../../contract/notices.ts';
import './catalog.ts';

/** A notice's category: the members' list, the back office and the CSV (server/lib/list-words.ts NOTICE_CATEGORY_WORDS). */
export const CATEGORY_LABELS = { NOTICE: msg`General notice`, EVENT: msg`Event`, UPDATE: msg`Update`, MAINTENANCE: msg`Maintenance` } as const satisfies Record<
  NoticeCategory,
  unknown
>;
