import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error.ts';
import { TossError, TossUnavailableError } from '../../integrations/toss.ts';

/** Toss refusing our own credentials is our misconfiguration, not the member's card. */
const OUR_FAULT = new Set(['UNAUTHORIZED_KEY', 'INVALID_API_KEY', 'INCORRECT_BASIC_AUTH_FORMAT', 'INVALID_AUTHORIZE_AUTH', 'FORBIDDEN_REQUEST']);

/**
 * The AppError a failed Toss call answers: no answer or a Toss-side failure (5xx) is the retryable
 * 503 PaymentUnavailableException (the same Idempotency-Key makes the retry safe); a refusal is
 * `refused` (422), with Toss's code in the log for support.
 */
export function tossFailure(error: unknown, log: Logger, refused: 'PaymentRefusedException' | 'PaymentCancelRefusedException'): unknown {
  if (error instanceof TossUnavailableError) {
    log.warn({ err: error }, 'Toss did not answer');
    return new AppError('PaymentUnavailableException', error.message);
  }
  if (error instanceof TossError) {
    if (error.status >= 500 || OUR_FAULT.has(error.code)) {
      log.error({ tossCode: error.code, tossMessage: error.message, status: error.status }, 'Toss failed on its side or refused our keys');
      return new AppError('PaymentUnavailableException', error.code);
    }
    log.info({ tossCode: error.code, tossMessage: error.message }, 'Toss refused');
    return new AppError(refused, `${error.code}: ${error.message}`);
  }
  return error;
}
