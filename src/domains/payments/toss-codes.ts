/**
 * Toss Payments failure codes → the reason a member is told (decision 0025 /payments/toss-fail). The
 * codes come from three places: the fail URL's `code` (PAY_PROCESS_CANCELED …), the SDK's rejected
 * promise (USER_CANCEL, INVALID_… parameters) and, through the server, Toss's confirm refusals
 * (REJECT_CARD_COMPANY, INVALID_CARD_EXPIRATION …). Unknown codes get null: the page then shows the
 * provider's own message, which Toss writes in Korean.
 */
export const TOSS_FAIL_REASONS = [
  'canceled',
  'aborted',
  'cardRejected',
  'cardExpired',
  'cardStopped',
  'cardLost',
  'cardNumber',
  'limitExceeded',
  'installment',
  'password',
  'sessionExpired',
  'alreadyProcessed',
  'riskBlocked',
  'notAvailableNow',
  'providerError',
  'sdkLoadFailed',
] as const;
export type TossFailReason = (typeof TOSS_FAIL_REASONS)[number];

/** Our own code for an SDK script that could not be loaded (offline, blocked). */
export const SDK_LOAD_FAILED = 'SDK_LOAD_FAILED';

const BY_CODE: Readonly<Record<string, TossFailReason>> = {
  USER_CANCEL: 'canceled',
  PAY_PROCESS_CANCELED: 'canceled',
  PAY_PROCESS_ABORTED: 'aborted',
  REJECT_CARD_COMPANY: 'cardRejected',
  REJECT_CARD_PAYMENT: 'cardRejected',
  INVALID_REJECT_CARD: 'cardRejected',
  REJECT_ACCOUNT_PAYMENT: 'cardRejected',
  INVALID_CARD_EXPIRATION: 'cardExpired',
  INVALID_STOPPED_CARD: 'cardStopped',
  INVALID_CARD_LOST_OR_STOLEN: 'cardLost',
  INVALID_CARD_NUMBER: 'cardNumber',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'limitExceeded',
  EXCEED_MAX_PAYMENT_AMOUNT: 'limitExceeded',
  EXCEED_MAX_AMOUNT: 'limitExceeded',
  EXCEED_MAX_CARD_LIMIT: 'limitExceeded',
  EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT: 'limitExceeded',
  EXCEED_MAX_ONE_DAY_WITHDRAW_AMOUNT: 'limitExceeded',
  EXCEED_MAX_ONE_TIME_WITHDRAW_AMOUNT: 'limitExceeded',
  NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT: 'installment',
  INVALID_CARD_INSTALLMENT_PLAN: 'installment',
  NOT_SUPPORTED_MONTHLY_INSTALLMENT_PLAN: 'installment',
  INVALID_PASSWORD: 'password',
  NOT_FOUND_PAYMENT_SESSION: 'sessionExpired',
  ALREADY_PROCESSED_PAYMENT: 'alreadyProcessed',
  FDS_ERROR: 'riskBlocked',
  NOT_AVAILABLE_PAYMENT: 'notAvailableNow',
  PROVIDER_ERROR: 'providerError',
  CARD_PROCESSING_ERROR: 'providerError',
  FAILED_INTERNAL_SYSTEM_PROCESSING: 'providerError',
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: 'providerError',
  UNKNOWN_PAYMENT_ERROR: 'providerError',
  [SDK_LOAD_FAILED]: 'sdkLoadFailed',
};

export function tossFailReason(code: string | null | undefined): TossFailReason | null {
  if (!code) return null;
  return Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] ?? null) : null;
}

/** The member closed the payment window themselves: not an error to alarm them with. */
export function isUserCancel(code: string | null | undefined): boolean {
  return tossFailReason(code) === 'canceled';
}

export type TossError = { code: string; message: string };

/**
 * What the SDK's `requestPayment` / `loadTossPayments` rejected with, as {code, message}: Toss's
 * own errors carry both; a script that failed to load is SDK_LOAD_FAILED; anything else null.
 */
export function tossErrorOf(error: unknown): TossError | null {
  if (typeof error !== 'object' || error === null) return null;
  const name = 'name' in error ? error.name : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (name === 'ScriptLoadFailedError' || name === 'NamespaceNotAvailableError') return { code: SDK_LOAD_FAILED, message };
  if ('code' in error && typeof error.code === 'string' && error.code !== '') return { code: error.code, message };
  return null;
}
