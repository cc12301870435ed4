/**
 * "10,000원 결제" on a diary entry starts a DIARY_COMMENT payment (SPEC §3 Payment draft,
 * decision 0027): back to the entry if the member leaves the payment, on to its comments page once paid,
 * where the request's state is shown.
 */
import type { User } from '../../contract/user.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import type { PaymentDraftInput } from '../../lib/payment/payment-draft.ts';

export function expertCommentPaymentDraft(diaryId: number, user: Pick<User, 'name' | 'nickname' | 'email' | 'phone'> | undefined): PaymentDraftInput {
  return newPaymentDraft({
    orderableDtype: 'DIARY_COMMENT',
    targetId: diaryId,
    backUrl: `/diary/read/${diaryId}`,
    nextUrl: `/diary/read/${diaryId}/comments`,
    customer: user,
  });
}
