/**
 * One order for the back office (SPEC §2 /admin/payment; decisions 0024, 0043): the order, what Toss
 * last said of its payment (stored on the order by confirm, webhook and cancel), the virtual
 * account, Toss's refunds, the member and the items with whether they can still be canceled, what
 * was given back of them and a product's delivery address (decision 0049).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminOrderDetail } from '../../../src/contract/admin-payments-api.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { TossPaymentSchema } from '../../integrations/toss.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskPhone } from '../../lib/csv-stream.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { detailView, isCancelable, needsRefundAccount } from '../orders/order-history.ts';
import { itemsOf } from '../orders/order-rows.ts';
import type { OrderableRegistry } from '../orders/orderable-registry.ts';
import { goneTargetIds } from '../orders/target-gone.ts';

const StoredVirtualAccount = v.object({ bankCode: v.string(), accountNumber: v.string(), holderName: v.nullable(v.string()), dueDate: v.nullable(v.string()) });

/**
 * The payment key's first six and last four characters (tgen_2…9f3c): enough to find the payment
 * in Toss's dashboard, not the whole key on every operator's screen (decision 0043).
 */
export function maskPaymentKey(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 6)}…${key.slice(-4)}`;
}

/** One order with, per item, whether its target is gone (decision 0087). */
export async function orderDetail(db: Db, registry: OrderableRegistry, orderId: number, now: Date): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, member: { id: users.id, nickname: users.nickname, name: users.name } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.memberId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new AppError('NoSuchOrderItemException', 'no such order');
  const { order, member } = row;
  const items = await itemsOf(db, order.id);
  const gone = await goneTargetIds(db, registry, items, now);
  const toss = v.safeParse(TossPaymentSchema, order.tossPayment);
  const payment = toss.success ? toss.output : null;
  const account = v.safeParse(StoredVirtualAccount, order.virtualAccount);
  return {
    id: order.id,
    tossOrderId: order.tossOrderId,
    orderName: order.orderName,
    amount: order.amount,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: maskPhone(order.customerMobilePhone),
    member,
    payment: order.paymentKey
      ? {
          paymentKey: maskPaymentKey(order.paymentKey),
          status: payment?.status ?? null,
          method: order.method ?? payment?.method ?? null,
          requestedAt: payment?.requestedAt ?? null,
          approvedAt: payment?.approvedAt ?? null,
          balanceAmount: payment?.balanceAmount ?? null,
          receiptUrl: order.receiptUrl ?? payment?.receipt?.url ?? null,
        }
      : null,
    virtualAccount: account.success ? account.output : null,
    cancels: payment?.cancels ?? [],
    items: items.map((item) => ({
      id: item.id,
      orderableType: item.orderableType,
      targetId: item.targetId,
      name: item.name,
      amount: item.amount,
      quantity: item.quantity,
      status: item.status,
      paidAt: item.paidAt?.toISOString() ?? null,
      providedAt: item.providedAt?.toISOString() ?? null,
      canceledAt: item.canceledAt?.toISOString() ?? null,
      cancelReason: item.cancelReason,
      refundedAmount: item.refundedAmount,
      // Where a product goes: the item's snapshot of the member's address (decision 0026).
      shippingAddress: detailView(order, item, false).shippingAddress,
      cancelable: isCancelable(item) && order.paymentKey !== null,
      refundAccountRequired: needsRefundAccount(order, item),
      targetGone: gone.has(item.id),
    })),
  };
}

/** The order an admin opens (the member's name, contact and payment), with its personal-data view row first (decision 0048). */
export async function viewOrderDetail(db: Db, registry: OrderableRegistry, actor: AuditActor, orderId: number, now: Date): Promise<AdminOrderDetail> {
  const detail = await orderDetail(db, registry, orderId, now);
  await recordView(db, actor, { resourceKind: 'order', resourceId: detail.id, memberId: detail.member.id }, now);
  return detail;
}
