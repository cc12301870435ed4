import { msg } from '@lingui/core/macro';
import type { ExaminationStatus, KcdiDomain } from '../../contract/examinations.ts';
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

/** K-CDI's domains as the publisher names them in Korean. */
export const DOMAIN_LABELS = {
  SOCIAL: msg`Social`,
  SELF_HELP: msg`Self-help`,
  GROSS_MOTOR: msg`Gross motor`,
  FINE_MOTOR: msg`Fine motor`,
  EXPRESSIVE_LANGUAGE: msg`Expressive language`,
  LANGUAGE_COMPREHENSION: msg`Language comprehension`,
  LETTERS: msg`Letters`,
  NUMBERS: msg`Numbers`,
  GENERAL: msg`General development`,
} as const satisfies Record<KcdiDomain, unknown>;

/** A domain's band in words (result-band.ts): a guide, not a diagnosis. */
export const BAND_LABELS = {
  EXPECTED: msg`As expected for the age`,
  WATCH: msg`Worth watching`,
  CONSULT: msg`Talk with an expert`,
  UNKNOWN: msg`—`,
} as const satisfies Record<Band, unknown>;
