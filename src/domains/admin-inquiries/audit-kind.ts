import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { STATUS_LABELS } from './inquiry-labels.ts';

/** A 1:1 inquiry's audit rows open the inquiry; its state reads as both sides say it (decision 0072). */
export const inquiryAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/inquiry', search: { inquiryId: record.resourceId } }),
  values: { status: STATUS_LABELS },
};
