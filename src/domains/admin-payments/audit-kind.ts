import { linkOptions } from '@tanstack/react-router';
import type { AuditKind } from '../admin-kit/audit-kind.ts';
import { ITEM_STATUS_LABELS, ORDER_STATUS_LABELS } from '../admin-kit/order-labels.ts';

/** An order item's cancel opens its order (the row's orderId); the item's and Toss's states read in words. */
export const orderItemAuditKind: AuditKind = {
  open: (record) => (record.orderId === null ? undefined : linkOptions({ to: '/admin/payment', search: { orderId: record.orderId } })),
  values: { status: ITEM_STATUS_LABELS, orderStatus: ORDER_STATUS_LABELS },
};

/** A viewed order (decision 0048) opens itself. */
export const orderAuditKind: AuditKind = {
  open: (record) => linkOptions({ to: '/admin/payment', search: { orderId: record.resourceId } }),
  values: { orderStatus: ORDER_STATUS_LABELS },
};
