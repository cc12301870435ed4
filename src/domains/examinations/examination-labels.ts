import { msg } from '@lingui/core/macro';
import type { ExaminationStatus } from '../../contract/examinations.ts';
import type { Band } from './result-band.ts';
import './catalog.ts';

/** Where a test stands, as the member reads it (decision 0070). */
export const EXAMINATION_STATUS_LABELS = {
  PAID: msg`Getting the test ready`,
  SENT: msg`Test ready to take`,
  RESULT: msg`Result ready`,
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
