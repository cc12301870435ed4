/**
 * Payment management of the back office (SPEC §2 /admin/payment, §4, §5, §8; decisions 0024, 0041,
 * 0043): the order items on the one list pattern with the totals per orderable type of the range,
 * an order's detail with its Toss payment, and an admin's cancel or refund of an item with a reason.
 */
import * as v from 'valibot';
import { OrderListQuery } from './admin-payments.ts';
import { adminPage } from './admin-list.ts';
import { endpoint } from './endpoint.ts';
import { ORDERABLE_TYPES } from './limits.ts';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from './limits.ts';
import { OrderItemCancelBody, ShippingAddress } from './orders.ts';
import { INT4_MAX, RowIdText } from './primitives.ts';

const OrderableType = v.picklist(ORDERABLE_TYPES);
const ItemStatus = v.picklist(ORDER_ITEM_STATUSES);

/** One order item of the list, with its order and the member who bought it. */
export const AdminOrderRow = v.object({
  id: v.number(),
  /** The order's row id: the detail is /admin/payment?orderId=… */
  orderId: v.number(),
  tossOrderId: v.string(),
  orderableType: OrderableType,
  name: v.string(),
  amount: v.number(),
  /** Won given back of the item so far, whole or in part (decision 0049). */
  refundedAmount: v.number(),
  quantity: v.number(),
  status: ItemStatus,
  orderStatus: v.picklist(ORDER_STATUSES),
  method: v.nullable(v.string()),
  memberId: v.number(),
  memberNickname: v.nullable(v.string()),
  memberName: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  canceledAt: v.nullable(v.string()),
});
export type AdminOrderRow = v.InferOutput<typeof AdminOrderRow>;

/**
 * Money per orderable type over the range and search of the filter (not its type or status, so that
 * every type shows): items ever paid, and of them those given back, whole or in part (decisions 0043,
 * 0084: the dashboard's revenue is the same computation).
 */
export const OrderTypeTotal = v.object({
  orderableType: OrderableType,
  paidCount: v.number(),
  paidAmount: v.number(),
  refundedCount: v.number(),
  refundedAmount: v.number(),
});
export type OrderTypeTotal = v.InferOutput<typeof OrderTypeTotal>;

export const AdminOrderPage = v.object({ ...adminPage(AdminOrderRow).entries, totals: v.array(OrderTypeTotal) });

const Cancel = v.object({ cancelReason: v.string(), canceledAt: v.string(), cancelAmount: v.number() });

/** One order for the back office: what Toss says of its payment, the member, the items. */
export const AdminOrderDetail = v.object({
  id: v.number(),
  tossOrderId: v.string(),
  orderName: v.string(),
  amount: v.number(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  customerName: v.string(),
  customerEmail: v.nullable(v.string()),
  /** Masked: 010-****-5678 (decision 0041). */
  customerPhone: v.string(),
  member: v.object({ id: v.number(), nickname: v.nullable(v.string()), name: v.nullable(v.string()) }),
  /** Null until Toss confirmed the payment. */
  payment: v.nullable(
    v.object({
      /** The first and last characters only (decision 0043). */
      paymentKey: v.string(),
      /** Toss's status of the payment as last answered (DONE, CANCELED …). */
      status: v.nullable(v.string()),
      method: v.nullable(v.string()),
      requestedAt: v.nullable(v.string()),
      approvedAt: v.nullable(v.string()),
      balanceAmount: v.nullable(v.number()),
      receiptUrl: v.nullable(v.string()),
    }),
  ),
  virtualAccount: v.nullable(
    v.object({ bankCode: v.string(), accountNumber: v.string(), holderName: v.nullable(v.string()), dueDate: v.nullable(v.string()) }),
  ),
  /** The refunds Toss made (the cancels of the payment). */
  cancels: v.array(Cancel),
  items: v.array(
    v.object({
      id: v.number(),
      orderableType: OrderableType,
      targetId: v.number(),
      name: v.string(),
      amount: v.number(),
      quantity: v.number(),
      status: ItemStatus,
      paidAt: v.nullable(v.string()),
      providedAt: v.nullable(v.string()),
      canceledAt: v.nullable(v.string()),
      cancelReason: v.nullable(v.string()),
      /** Won given back so far: below `amount` on a PAID item is a partial refund (decision 0049). */
      refundedAmount: v.number(),
      /** A product's delivery address as it was when ordered (the item's snapshot, decision 0026). */
      shippingAddress: v.nullable(ShippingAddress),
      /** Paid (or waiting for the deposit) and not provided (SPEC §4). */
      cancelable: v.boolean(),
      /** A deposited virtual account: the refund needs the member's account (VirtualAccountInfoRequiredException). */
      refundAccountRequired: v.boolean(),
      /** What it was bought for was deleted: shown with what became of the money, refundable while cancelable (decision 0087). */
      targetGone: v.boolean(),
    }),
  ),
});
export type AdminOrderDetail = v.InferOutput<typeof AdminOrderDetail>;

/**
 * The admin's cancel: the member's body (a reason is required, a refund account for a deposited
 * virtual account) and, for a partial refund of a paid item, the won to give back: from 1 to what
 * is left (InvalidRefundAmountException otherwise; decision 0049). Without it, all that is left.
 */
export const AdminCancelBody = v.object({
  ...OrderItemCancelBody.entries,
  amount: v.optional(
    v.nullable(
      v.pipe(
        v.number('InvalidRefundAmountException'),
        v.integer('InvalidRefundAmountException'),
        v.minValue(1, 'InvalidRefundAmountException'),
        v.maxValue(INT4_MAX, 'InvalidRefundAmountException'),
      ),
    ),
  ),
});
export type AdminCancelBody = v.InferOutput<typeof AdminCancelBody>;

const admin = ['ROLE_ADMIN'] as const;

export const adminPaymentsApi = {
  adminOrders: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    access: admin,
    summary: 'Order items by orderable type, status, member and order day, a page, with the totals per type of the range',
    query: OrderListQuery,
    response: AdminOrderPage,
  }),
  adminOrdersCsv: endpoint({
    method: 'GET',
    path: '/api/admin/orders/csv',
    access: admin,
    summary: 'The order items of the same filter as CSV (UTF-8 with BOM, at most 10,000 rows)',
    query: OrderListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminOrder: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:orderId',
    params: { orderId: RowIdText },
    access: admin,
    summary: 'An order: the Toss payment (key masked), receipt, virtual account, refunds, the member and the items',
    response: AdminOrderDetail,
  }),
  adminCancelOrderItem: endpoint({
    method: 'POST',
    path: '/api/admin/order-items/:orderItemId/cancel',
    params: { orderItemId: RowIdText },
    access: admin,
    summary: 'Cancel or refund an item, wholly or a part of what is left, through Toss with a reason (not once provided), audited in the same transaction',
    body: AdminCancelBody,
    response: AdminOrderDetail,
  }),
} as const;
