import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';

/** A monthly report's audit rows open the report's detail. */
export const reportAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/report/report-detail', search: { reportId: record.resourceId } }),
};
