import { msg } from '@lingui/core/macro';
import type { AdminConsultationStatus } from '../../contract/admin-consultations.ts';
import { CONSULTATION_STATUS_LABELS, CONSULTATION_TIME_LABELS } from '../consultations/consultation-labels.ts';
import './catalog.ts';

/**
 * A request's state in the back office (decision 0069): the member's words (decision 0093) and
 * OVERDUE, the back office's own state, "past due" as the reports' and comments' lists say it.
 */
export const STATUS_LABELS = {
  ...CONSULTATION_STATUS_LABELS,
  OVERDUE: msg`Past due`,
} as const satisfies Record<AdminConsultationStatus, unknown>;

export const TIME_LABELS = CONSULTATION_TIME_LABELS;
