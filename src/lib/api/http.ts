/**
 * The only ky instance of the client (ARCHITECTURE §4 and §7 "HTTP and the service worker"): the
 * SPEC §7 token headers in `beforeRequest`, the renewal pair stored in `afterResponse`, the SPEC §9
 * timeout, no retries, and every answer handed back whatever its status (the envelope says what went
 * wrong; call.ts and upload.ts route it, SPEC §8). docs/decisions/0036-transport.md.
 */
import ky, { TimeoutError, type KyInstance } from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits.ts';
import { getTokens, setTokens } from '../storage/keys.ts';

export { TimeoutError };

export const RENEWAL_HEADERS = { access: 'x-access-renewal', refresh: 'x-refresh-renewal' } as const;

/** Both renewal headers → replace both stored tokens; one alone is ignored. */
export function storeRenewedTokens(headers: Headers): boolean {
  const accessToken = headers.get(RENEWAL_HEADERS.access);
  const refreshToken = headers.get(RENEWAL_HEADERS.refresh);
  if (!accessToken || !refreshToken) return false;
  setTokens({ accessToken, refreshToken });
  return true;
}

/** SPEC §7: both tokens on every call that has them, and JSON asked for. */
function addTokenHeaders(request: Request): void {
  const tokens = getTokens();
  if (tokens) {
    request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    request.headers.set('x-refresh-token', tokens.refreshToken);
  }
  request.headers.set('Accept', 'application/json');
}

/**
 * Resolves with the answer whatever its status; rejects with ky's TimeoutError, the caller's
 * AbortError, or fetch's TypeError when the network fails.
 */
export const http: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  credentials: 'omit',
  hooks: {
    beforeRequest: [addTokenHeaders],
    afterResponse: [(_request, _options, response) => void storeRenewedTokens(response.headers)],
  },
});
