/** Telling payment failures apart (pure: the pages word them in payment-error-text.ts). */
import { isApiError } from '../../lib/api/api-error.ts';

/** The server's answer when the price changed since the member saw it (createOrder's expectedAmount). */
export const PRICE_CHANGED = 'PriceChanged';

export const isPriceChange = (error: unknown): boolean => isApiError(error) && error.message === PRICE_CHANGED;

/**
 * Whether sending the same confirm again may succeed: the network or Toss did not answer (503
 * PaymentUnavailableException, 5xx). A refusal (card declined, tampered amount, order not payable)
 * needs a new payment instead.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.source === 'network' || error.source === 'timeout') return true;
  return (error.status ?? 0) >= 500;
}
