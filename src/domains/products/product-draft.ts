/**
 * "구매하기" starts a payment (SPEC §3 Payment draft, decisions 0025, 0026): the draft names the product,
 * where to come back to and where to go once paid; /payments picks the delivery address.
 */
import type { User } from '../../contract/user.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import type { PaymentDraftInput } from '../../lib/payment/payment-draft.ts';

/** `{orderItemId}` is filled in by /payments/toss-success with the paid item's id. */
export const PRODUCT_NEXT_URL = '/my-page/payment-history/{orderItemId}';

export function productPaymentDraft(
  productId: number,
  quantity: number,
  user: Pick<User, 'name' | 'nickname' | 'email' | 'phone'> | undefined,
): PaymentDraftInput {
  return newPaymentDraft({
    orderableDtype: 'PRODUCT',
    targetId: productId,
    backUrl: `/care-info/product/${productId}`,
    nextUrl: PRODUCT_NEXT_URL,
    quantity,
    customer: user,
  });
}
