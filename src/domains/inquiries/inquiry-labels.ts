import { msg } from '@lingui/core/macro';
import type { InquiryStatus, InquiryTopic } from '../../contract/inquiries.ts';
import './catalog.ts';

/** The topics a member picks (decision 0072). */
export const TOPIC_LABELS = {
  ACCOUNT: msg`Account`,
  PAYMENT: msg`Payment and refund`,
  DIARY: msg`Diary`,
  REPORT: msg`Reports and consultations`,
  EXAMINATION: msg`Development test`,
  OTHER: msg`Other`,
} as const satisfies Record<InquiryTopic, unknown>;

export const STATUS_LABELS = {
  WAITING: msg`Waiting for an answer`,
  ANSWERED: msg`Answered`,
} as const satisfies Record<InquiryStatus, unknown>;
