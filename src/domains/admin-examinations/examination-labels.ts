import { msg } from '@lingui/core/macro';
import type { MailDelivery } from '../../contract/admin-examinations-api.ts';
import type { ExaminationStatus } from '../../contract/examinations.ts';
import './catalog.ts';

/** A test's state in the back office (decision 0070). */
export const STATUS_LABELS = {
  PAID: msg`To send`,
  SENT: msg`Sent`,
  RESULT: msg`Result registered`,
  EXPIRED: msg`Download expired`,
  CANCELED: msg`Canceled`,
} as const satisfies Record<ExaminationStatus, unknown>;

/** Where the mail of the code or link stands (decision 0079: queued with the send, sent after it, retried). */
export const MAIL_STATE_LABELS = {
  QUEUED: msg`Waiting to be sent`,
  SENDING: msg`Sending`,
  SENT: msg`Sent`,
  FAILED: msg`Could not be sent`,
} as const satisfies Record<MailDelivery['state'], unknown>;

/** K-CDI's domains: one wording for both sides (src/components/kcdi). */
export { KCDI_DOMAIN_LABELS as DOMAIN_LABELS } from '../../components/kcdi/kcdi-domain-labels.ts';
