import { PRICES } from '../../../src/contract/limits.ts';
import type { OrderItemStatus } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { randomToken } from '../../lib/crypto.ts';

/**
 * A DIARY_PDF item bought for `childId` as the payment flow leaves it (an order Toss confirmed and
 * its PAID item), written directly: for the server tests, the e2e fixture route and the demo data.
 */
export async function insertPaidDiaryPdfItem(
  db: Pick<Db, 'insert'>,
  memberId: number,
  childId: number,
  options: { status?: OrderItemStatus; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const status = options.status ?? 'PAID';
  const paid = status === 'PAID' || status === 'PROVIDED' || status === 'CANCELED';
  const [order] = await db
    .insert(orders)
    .values({
      memberId,
      tossOrderId: `pdf-${randomToken(12)}`,
      orderName: '육아일기 PDF 책',
      amount: PRICES.DIARY_PDF,
      status: status === 'CANCELED' ? 'CANCELED' : paid ? 'DONE' : 'READY',
      customerName: '도담',
      customerEmail: null,
      customerMobilePhone: '01012345678',
      paymentKey: paid ? `fixture-${randomToken(12)}` : null,
      method: paid ? '카드' : null,
      createdAt: now,
      paidAt: paid ? now : null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      memberId,
      orderableType: 'DIARY_PDF',
      targetId: childId,
      name: '육아일기 PDF 책',
      amount: PRICES.DIARY_PDF,
      status,
      paidAt: paid ? now : null,
      providedAt: status === 'PROVIDED' ? now : null,
      canceledAt: status === 'CANCELED' ? now : null,
      createdAt: now,
    })
    .returning({ id: orderItems.id });
  if (!item) throw new Error('order item not inserted');
  return item.id;
}
