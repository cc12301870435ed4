/**
 * Creating an order (decisions 0022, 0024): the type's orderable prices the target inside the
 * transaction; the client's expectedAmount is only compared (409 PriceChanged); the order gets a
 * random Toss orderId and one PENDING item. Nothing is charged until confirm. A member has at most
 * MEMBER_CAPS.openOrders unpaid orders (decision 0077).
 */
import { and, eq, gt, or } from 'drizzle-orm';
import { MEMBER_CAPS, ORDER_READY_TTL_MS } from '../../../src/contract/limits.ts';
import type { Order, OrderCreateBody } from '../../../src/contract/orders.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { Tx } from '../../lib/idempotency.ts';
import { checkNotBought } from './bought-once.ts';
import { orderView } from './order-rows.ts';
import type { OrderableRegistry } from './orderable-registry.ts';

/** Toss's limit on orderName. */
const ORDER_NAME_MAX = 100;

/** A Toss orderId: 6–64 of [A-Za-z0-9_-], unguessable so that nobody confirms into another's order. */
export const newTossOrderId = () => `dodam_${randomToken(18)}`;

/**
 * 429 TooManyOpenOrdersException when MEMBER_CAPS.openOrders of the member's orders wait for their
 * payment (decision 0077). Counted under the member's row lock, so parallel orders cannot pass it.
 */
async function checkOpenOrders(tx: Tx, memberId: number, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        or(and(eq(orders.status, 'READY'), gt(orders.createdAt, new Date(now.getTime() - ORDER_READY_TTL_MS))), eq(orders.status, 'WAITING_FOR_DEPOSIT')),
      ),
    )
    .limit(MEMBER_CAPS.openOrders);
  if (open.length >= MEMBER_CAPS.openOrders) throw new AppError('TooManyOpenOrdersException');
}

export async function createOrder(tx: Tx, registry: OrderableRegistry, memberId: number, now: Date, body: OrderCreateBody): Promise<Order> {
  const orderable = registry.get(body.orderableType);
  await checkOpenOrders(tx, memberId, now);
  if (body.orderableType !== 'PRODUCT' && body.quantity !== 1) throw new AppError('BadRequest', 'quantity is for products only');
  const priced = await orderable.price({ tx, memberId, now }, body);
  await checkNotBought(tx, body.orderableType, body.targetId);
  const amount = priced.unitAmount * body.quantity;
  if (amount !== body.expectedAmount) throw new AppError('PriceChanged', `server price ${amount}, shown ${body.expectedAmount}`);

  const name = body.quantity > 1 ? `${priced.name} ${body.quantity}개` : priced.name;
  const [order] = await tx
    .insert(orders)
    .values({
      memberId,
      tossOrderId: newTossOrderId(),
      orderName: name.slice(0, ORDER_NAME_MAX),
      amount,
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      customerMobilePhone: body.customerMobilePhone,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  const items = await tx
    .insert(orderItems)
    .values({
      orderId: order.id,
      memberId,
      orderableType: body.orderableType,
      targetId: body.targetId,
      name: priced.name,
      amount,
      quantity: body.quantity,
      detail: priced.detail,
      createdAt: now,
    })
    .returning();
  return orderView(order, items);
}
