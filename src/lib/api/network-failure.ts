import { CLIENT_ERROR_CODES } from '../../contract/errors.ts';
import { isApiError } from './api-error.ts';

/**
 * Offline, timed out or the server unreachable/5xx: worth retrying as is. The writes kept on the phone
 * (the diary's outbox, decision 0021; the daily log's queue, decision 0098) stay queued for these.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === CLIENT_ERROR_CODES.internalApi && (error.source === 'network' || error.source === 'timeout' || error.source === 'abort')) return true;
  return error.status !== undefined && error.status >= 500;
}

/** Kept for a retry (not the parent's to fix): network failures and answers already handled by an error page (session). */
export function retryLater(error: unknown): boolean {
  return isNetworkFailure(error) || !isApiError(error) || error.handled;
}
