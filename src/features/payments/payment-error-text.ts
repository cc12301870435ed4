import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../lib/api/api-error.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { useOrderLabels } from './labels.ts';
import { PRICE_CHANGED } from './payment-errors.ts';
import { tossErrorOf, tossFailReason } from './toss-codes.ts';
import './catalog.ts';

/**
 * A failure on the way to paying → Korean text: our server's keys (SPEC §8: AlreadyOrdered…,
 * NoSuch…), a changed price, a Toss code the server passed on, or the SDK's own rejection
 * (USER_CANCEL …, with the provider's message when the code is not one we word ourselves).
 */
export function usePaymentErrorText() {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const errorText = useErrorText();
  const text = (error: unknown): string | null => {
    if (error == null) return null;
    if (isApiError(error)) {
      if (error.message === PRICE_CHANGED) return t`The price has changed. Please check the new price and pay again.`;
      const reason = tossFailReason(error.message);
      return reason ? labels.failReason[reason] : errorText(error);
    }
    const toss = tossErrorOf(error);
    if (toss) {
      const reason = tossFailReason(toss.code);
      if (reason) return labels.failReason[reason];
      return toss.message || t`The payment could not be completed. Please try again.`;
    }
    return errorText(error);
  };
  return text;
}
