import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../lib/api/api-error.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { useOrderLabels } from './labels.ts';
import { tossErrorOf, tossFailReason } from './toss-codes.ts';
import './catalog.ts';

/**
 * A failure on the way to paying → Korean text: our server's keys (SPEC §8: AlreadyOrdered…,
 * NoSuch…, PriceChanged, PaymentRefused…) or the SDK's own rejection
 * (USER_CANCEL …, with the provider's message when the code is not one we word ourselves).
 */
export function usePaymentErrorText() {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const errorText = useErrorText();
  const text = (error: unknown): string | null => {
    if (error == null) return null;
    if (isApiError(error)) return errorText(error);
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
