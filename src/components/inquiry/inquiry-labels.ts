import { msg } from '@lingui/core/macro';
import type { InquiryStatus, InquiryTopic } from '../../contract/inquiries.ts';
import '../catalog.ts';

/**
 * An inquiry's topics and states (decision 0072): one wording for the member's pages and the back
 * office; the CSV's words are server/modules/inquiries/inquiry-admin.ts's.
 */
export const INQUIRY_TOPIC_LABELS = {
  ACCOUNT: msg`Account`,
  PAYMENT: msg`Payment and refund`,
  DIARY: msg`Diary`,
  REPORT: msg`Reports and consultations`,
  EXAMINATION: msg`Development test`,
  OTHER: msg`Other`,
} as const satisfies Record<InquiryTopic, unknown>;

export const INQUIRY_STATUS_LABELS = {
  WAITING: msg`Waiting for an answer`,
  ANSWERED: msg`Answered`,
} as const satisfies Record<InquiryStatus, unknown>;
