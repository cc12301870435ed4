import { msg } from '@lingui/core/macro';
import type { AdminReportStatus } from '../../contract/admin-reports.ts';
import './catalog.ts';

/** A report's state in the back office (decision 0068). */
export const STATUS_LABELS = {
  GENERATED: msg`Made`,
  ORDERED: msg`Analysis ordered`,
  WAITING: msg`Feedback waiting`,
  OVERDUE: msg`Feedback overdue`,
  DONE: msg`Feedback done`,
} as const satisfies Record<AdminReportStatus, unknown>;
