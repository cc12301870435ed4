import { msg } from '@lingui/core/macro';
import type { KcdiDomain } from '../../contract/examinations.ts';
import '../catalog.ts';

/**
 * K-CDI's domains as the publisher names them in Korean (decision 0070): one wording for the
 * member's chart and the back office's result form.
 */
export const KCDI_DOMAIN_LABELS = {
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
