import type { AuditKind } from '../admin-kit/audit-kind.ts';

/** A list's CSV export (decision 0046): no page, its list named by the row's fields. */
export const listAuditKind: AuditKind = {};
