/**
 * The one computation of money an operator reads (decisions 0043, 0049, 0084): of the order items
 * ever paid (`paid_at` set, whatever came after), their amount, what Toss gave back of them since —
 * `refunded_amount`, whole (a canceled item) or in part (an item still PAID) — and the net between.
 * The payment list's totals per type and the dashboard's revenue per day both select these columns,
 * so the two pages cannot disagree about a partial refund again.
 */
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema/orders.ts';

const paid = isNotNull(orderItems.paidAt);
const refunded = and(paid, gt(orderItems.refundedAmount, 0));

/** Aggregates over order_items (the caller groups them): counts and won of the paid and the refunded. */
export const paidMoneyColumns = {
  paidCount: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
  paidAmount: sql<number>`coalesce(sum(${orderItems.amount}) filter (where ${paid}), 0)`.mapWith(Number),
  refundedCount: sql<number>`count(*) filter (where ${refunded})`.mapWith(Number),
  refundedAmount: sql<number>`coalesce(sum(${orderItems.refundedAmount}) filter (where ${refunded}), 0)`.mapWith(Number),
};

/** What stays with us: paid minus given back (never below 0 for one item, as refunds cannot pass the payment). */
export const netOf = (money: { paidAmount: number; refundedAmount: number }): number => money.paidAmount - money.refundedAmount;

/** One item's money as the CSV row shows it: an item never paid had nothing paid nor given back. */
export function itemMoney(item: { amount: number; refundedAmount: number; paidAt: string | null }): { refunded: number; net: number } {
  if (item.paidAt === null) return { refunded: 0, net: 0 };
  return { refunded: item.refundedAmount, net: netOf({ paidAmount: item.amount, refundedAmount: item.refundedAmount }) };
}
