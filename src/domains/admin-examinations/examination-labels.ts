import { msg } from '@lingui/core/macro';
import type { ExaminationStatus, KcdiDomain } from '../../contract/examinations.ts';
import './catalog.ts';

/** A test's state in the back office (decision 0070). */
export const STATUS_LABELS = {
  PAID: msg`To send`,
  SENT: msg`Sent`,
  RESULT: msg`Result registered`,
  EXPIRED: msg`Download expired`,
  CANCELED: msg`Canceled`,
} as const satisfies Record<ExaminationStatus, unknown>;

/** K-CDI's domains, as the result form names them (the same words as the member's chart). */
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
