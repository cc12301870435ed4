import { msg } from '@lingui/core/macro';
import type { ExaminationStatus } from '../../contract/examinations.ts';
import type { Band } from './result-band.ts';
import './catalog.ts';

/**
 * Where a test stands (decision 0070), the one wording of the member's pages, the back office and the
 * CSV (server/lib/list-words.ts EXAMINATION_STATUS_WORDS): SENT is SPEC §5's "test sent" (decision 0093).
 */
export const EXAMINATION_STATUS_LABELS = {
  PAID: msg`Waiting to be sent`,
  SENT: msg`Test sent`,
  RESULT: msg`Result registered`,
  EXPIRED: msg`Download period over`,
  CANCELED: msg`Canceled and refunded`,
} as const satisfies Record<ExaminationStatus, unknown>;

/** K-CDI's domains: one wording for both sides (src/components/kcdi). */
export { KCDI_DOMAIN_LABELS as DOMAIN_LABELS } from '../../components/kcdi/kcdi-domain-labels.ts';

/** A domain's band in words (result-band.ts): a guide, not a diagnosis. */
export const BAND_LABELS = {
  EXPECTED: msg`As expected for the age`,
  WATCH: msg`Worth watching`,
  CONSULT: msg`Talk with an expert`,
  UNKNOWN: msg`—`,
} as const satisfies Record<Band, unknown>;
