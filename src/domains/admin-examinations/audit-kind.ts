import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { DOMAIN_LABELS } from './examination-labels.ts';

/** A developmental test's audit rows open the test; the areas of its results read in K-CDI's words. */
export const examinationAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/examination', search: { examinationId: record.resourceId } }),
  values: { domain: DOMAIN_LABELS },
};
