/**
 * "일기 PDF 책 만들기" starts a payment (SPEC §3 Payment draft, issue 5 §4): DIARY_PDF for the
 * child shown, back to the diary page, on to the book's page once paid.
 */
import type { User } from '../../contract/user.ts';
import type { PaymentDraftInput } from '../../lib/storage/payment-draft.ts';

/** `{orderItemId}` is filled in by /payments/toss-success with the paid item's id. */
export const DIARY_PDF_NEXT_URL = '/my-page/payment-history/{orderItemId}/pdf-create';

export function diaryPdfPaymentDraft(childId: number, backUrl: string, user: Pick<User, 'name' | 'nickname' | 'email' | 'phone'> | undefined): PaymentDraftInput {
  return {
    targetId: childId,
    orderableDtype: 'DIARY_PDF',
    backUrl,
    nextUrl: DIARY_PDF_NEXT_URL,
    // Prefilled from the member; /payments lets them change it and sets infoSet.
    customerName: user?.name ?? user?.nickname ?? '',
    customerMobilePhone: user?.phone ?? '',
    customerEmail: user?.email ?? null,
    consultationPhone: null,
    consultationContent: null,
    infoSet: false,
  };
}
