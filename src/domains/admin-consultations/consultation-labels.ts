import { msg } from '@lingui/core/macro';
import type { AdminConsultationStatus } from '../../contract/admin-consultations.ts';
import type { ConsultationTime } from '../../contract/consultations.ts';
import './catalog.ts';

/** A request's state in the back office (decision 0069). */
export const STATUS_LABELS = {
  REQUESTED: msg`Waiting for a schedule`,
  OVERDUE: msg`Overdue`,
  SCHEDULED: msg`Scheduled`,
  FINISHED: msg`Finished`,
  CANCELED: msg`Canceled`,
  NO_SHOW: msg`No-show`,
} as const satisfies Record<AdminConsultationStatus, unknown>;

export const TIME_LABELS = {
  WEEKDAY_MORNING: msg`Weekday mornings`,
  WEEKDAY_AFTERNOON: msg`Weekday afternoons`,
  WEEKDAY_EVENING: msg`Weekday evenings`,
  WEEKEND: msg`Weekends`,
} as const satisfies Record<ConsultationTime, unknown>;
