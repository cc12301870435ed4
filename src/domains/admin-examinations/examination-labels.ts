import { msg } from '@lingui/core/macro';
import type { MailDelivery } from '../../contract/admin-examinations-api.ts';
import './catalog.ts';

/** A test's state: the member's words (decision 0093). */
export { EXAMINATION_STATUS_LABELS as STATUS_LABELS } from '../examinations/examination-labels.ts';

/** Where the mail of the code or link stands (decision 0079: queued with the send, sent after it, retried). */
export const MAIL_STATE_LABELS = {
  QUEUED: msg`Waiting to be sent`,
  SENDING: msg`Sending`,
  SENT: msg`Sent`,
  FAILED: msg`Could not be sent`,
} as const satisfies Record<MailDelivery['state'], unknown>;

/** K-CDI's domains: one wording for both sides (src/components/kcdi). */
export { KCDI_DOMAIN_LABELS as DOMAIN_LABELS } from '../../components/kcdi/kcdi-domain-labels.ts';
