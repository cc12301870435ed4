/**
 * "일기 PDF 책 만들기" starts a payment (SPEC §3 Payment draft, decision 0028): DIARY_PDF for the
 * child shown, back to the diary page, on to the book's page once paid.
 */
import type { User } from '../../contract/user.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import type { PaymentDraftInput } from '../../lib/payment/payment-draft.ts';

/** `{orderItemId}` is filled in by /payments/toss-success with the paid item's id. */
export const DIARY_PDF_NEXT_URL = '/my-page/payment-history/{orderItemId}/pdf-create';

export function diaryPdfPaymentDraft(
  childId: number,
  backUrl: string,
  user: Pick<User, 'name' | 'nickname' | 'email' | 'phone'> | undefined,
): PaymentDraftInput {
  return newPaymentDraft({ orderableDtype: 'DIARY_PDF', targetId: childId, backUrl, nextUrl: DIARY_PDF_NEXT_URL, customer: user });
}
