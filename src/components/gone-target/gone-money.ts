/**
 * What became of the money of an item whose target is gone (decision 0087): the member's and the
 * admin's payment details say it under "대상 기록이 삭제되었어요". One reading of the item's status
 * and refunds, so both pages tell the same story.
 */
import type { OrderItemDetail } from '../../contract/orders.ts';

type Item = Pick<OrderItemDetail, 'status' | 'amount' | 'refundedAmount' | 'cancelable'>;

export type GoneMoney =
  /** Given back: the whole amount, or what was refunded before it was canceled. */
  | { kind: 'refunded'; refunded: number }
  /** Paid and not provided: `left` can still be refunded by a cancel (a part may have gone back already). */
  | { kind: 'refundable'; refunded: number; left: number }
  /** A virtual account not deposited yet: nothing charged, the order should be canceled rather than paid. */
  | { kind: 'waiting' }
  /** Never charged (an unpaid order canceled or expired). */
  | { kind: 'not-charged' }
  /** The service was given before its record went: nothing to give back. */
  | { kind: 'provided' };

export function goneMoneyOf(item: Item): GoneMoney {
  if (item.status === 'WAITING_FOR_DEPOSIT') return { kind: 'waiting' };
  if (item.status === 'PAID' && item.cancelable) {
    return { kind: 'refundable', refunded: item.refundedAmount, left: item.amount - item.refundedAmount };
  }
  if (item.refundedAmount > 0) return { kind: 'refunded', refunded: item.refundedAmount };
  if (item.status === 'PROVIDED' || item.status === 'PAID') return { kind: 'provided' };
  return { kind: 'not-charged' };
}
