import { msg } from '@lingui/core/macro';
import type { ConsultationStatus, ConsultationTime } from '../../contract/consultations.ts';
import './catalog.ts';

/**
 * A consultation's state, the one wording of the member's page, the back office and the CSV
 * (server/lib/list-words.ts CONSULTATION_STATUS_WORDS; decision 0093).
 */
export const CONSULTATION_STATUS_LABELS = {
  REQUESTED: msg`Waiting for a time`,
  SCHEDULED: msg`Time set`,
  FINISHED: msg`Consultation done`,
  CANCELED: msg`Canceled and refunded`,
  NO_SHOW: msg`Missed call`,
} as const satisfies Record<ConsultationStatus, unknown>;

/** The times a member can choose, with their hours: the counsel form and the back office read the same. */
export const CONSULTATION_TIME_LABELS = {
  WEEKDAY_MORNING: msg`Weekday mornings (9–12)`,
  WEEKDAY_AFTERNOON: msg`Weekday afternoons (12–18)`,
  WEEKDAY_EVENING: msg`Weekday evenings (18–21)`,
  WEEKEND: msg`Weekends`,
} as const satisfies Record<ConsultationTime, unknown>;
