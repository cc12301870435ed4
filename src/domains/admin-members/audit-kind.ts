import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { ROLE_LABELS, STATUS_LABELS } from './member-labels.ts';

/** A member's audit rows open the member; its status and, for an admin made from the command line, its role read in words. */
export const memberAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/member', search: { memberId: record.resourceId } }),
  values: { status: STATUS_LABELS, role: ROLE_LABELS },
};
