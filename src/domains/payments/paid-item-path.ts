/**
 * Where the member goes once paid (decision 0025): the draft's `nextUrl` with the paid item's id, or
 * the item in the payment history when the draft is gone.
 */
import { appPath, ORDER_ITEM_ID_PLACEHOLDER } from '../../lib/payment/start-payment.ts';

/** Where a paid item is shown when the draft is gone (a replayed success URL, another tab). */
export const paymentHistoryPath = (orderItemId: number): string => `/my-page/payment-history/${orderItemId}`;

/** The draft's nextUrl with `{orderItemId}` (also percent-encoded) replaced by the paid item's id. */
export function resolveNextUrl(nextUrl: string | null | undefined, orderItemId: number): string {
  const path = appPath(nextUrl, paymentHistoryPath(orderItemId));
  return path.replaceAll(ORDER_ITEM_ID_PLACEHOLDER, String(orderItemId)).replaceAll('%7BorderItemId%7D', String(orderItemId));
}
