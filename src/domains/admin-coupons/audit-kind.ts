import type { AuditKind } from '../admin-kit/audit-kind.ts';

/** A coupon has no page of its own: its issue is recorded on the member who got it. */
export const couponAuditKind: AuditKind = {};
