import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';

/** A product's audit rows open the product. */
export const productAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/product', search: { productId: record.resourceId } }),
};
