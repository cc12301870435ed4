import { isApiError } from '../../lib/api/api-error.ts';

/**
 * How long a refused sign-in says to wait (decision 0079): from the 429's Retry-After, in whole
 * seconds under a minute, else in minutes rounded up (never "0분"). Null for any other error.
 */
export function signInWait(error: unknown): { seconds: number } | { minutes: number } | null {
  if (!isApiError(error) || error.code !== '429' || !error.retryAfterSeconds) return null;
  const seconds = Math.ceil(error.retryAfterSeconds);
  return seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) };
}
