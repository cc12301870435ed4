import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { OrderableType } from '../../contract/limits.ts';
import type { OrderItemStatus } from '../../contract/limits.ts';
import type { TossFailReason } from './toss-codes.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

/** '10,000' — the digits of an amount in won, grouped the Korean way. */
export const wonDigits = (amount: number): string => formatNumber(amount);

/** The words of orders: type names, item statuses, amounts in won and Toss failure reasons. */
export function useOrderLabels() {
  const { t } = useLingui();
  const won = useCallback(
    (amount: number) => {
      const digits = wonDigits(amount);
      return t`${digits} won`;
    },
    [t],
  );
  return useMemo(() => {
    const type: Record<OrderableType, string> = {
      DIARY_COMMENT: t`Expert comment on a diary`,
      DIARY_PDF: t`Diary PDF book`,
      CONSULTATION: t`Expert consultation`,
      GROWTH_EXAMINATION: t`Development test`,
      REPORT_ANALYSIS: t`Expert feedback on a monthly report`,
      PRODUCT: t`Child-care product`,
    };
    const status: Record<OrderItemStatus, string> = {
      // A context of their own: "Paid", "Cancelled" … mean other things in other catalogues (ids are shared).
      PENDING: t({ message: 'Awaiting payment', context: 'order item status' }),
      WAITING_FOR_DEPOSIT: t({ message: 'Awaiting deposit', context: 'order item status' }),
      PAID: t({ message: 'Paid', context: 'order item status' }),
      PROVIDED: t({ message: 'Provided', context: 'order item status' }),
      CANCELED: t({ message: 'Cancelled', context: 'order item status' }),
    };
    const failReason: Record<TossFailReason, string> = {
      canceled: t`You cancelled the payment. Nothing was charged.`,
      aborted: t`The payment stopped before it was approved. Nothing was charged; please try again.`,
      cardRejected: t`The card company declined the payment. Please try another card or contact your card company.`,
      cardExpired: t`The card has expired. Please check the expiry date or use another card.`,
      cardStopped: t`This card has been suspended. Please use another card.`,
      cardLost: t`This card was reported lost or stolen and cannot be used.`,
      cardNumber: t`The card number is not valid. Please check it and try again.`,
      limitExceeded: t`The payment is over the card's limit. Please use another card or contact your card company.`,
      installment: t`This card does not support the chosen instalment plan. Please pay in full or use another card.`,
      password: t`The card password is not correct.`,
      sessionExpired: t`The payment window timed out. Please start the payment again.`,
      alreadyProcessed: t`This payment has already been processed. Please check your payment history.`,
      riskBlocked: t`The payment was blocked by the card company's security check. Please contact your card company.`,
      notAvailableNow: t`Payments are not available at this time. Please try again later.`,
      providerError: t`The payment service had a temporary problem. Please try again in a moment.`,
      sdkLoadFailed: t`The payment window could not be opened. Please check your connection and try again.`,
    };
    /** A partial refund apart from a whole one (decision 0049): null when nothing was given back. */
    const refund = (item: { status: OrderItemStatus; amount: number; refundedAmount: number }): string | null => {
      if (item.refundedAmount <= 0) return null;
      const given = won(item.refundedAmount);
      return item.status === 'CANCELED' ? t`${given} refunded` : t`${given} partly refunded`;
    };
    return { type, status, failReason, won, refund };
  }, [t, won]);
}
