import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { STATUS_LABELS } from './consultation-labels.ts';

/** A consultation's audit rows open the request; its state reads as the member's page says it (decision 0093). */
export const consultationAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/consultation', search: { consultationId: record.resourceId } }),
  values: { status: STATUS_LABELS },
};
