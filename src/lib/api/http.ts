/** The only ky instance: timeout, token headers, renewal hook (ARCHITECTURE §4, SPEC §7). */
import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits.ts';
import { getTokens, setTokens } from '../storage/keys.ts';

export const RENEWAL_HEADERS = { access: 'x-access-renewal', refresh: 'x-refresh-renewal' } as const;

/** Both renewal headers → replace both stored tokens; one alone is ignored. */
export function storeRenewedTokens(headers: Headers): boolean {
  const accessToken = headers.get(RENEWAL_HEADERS.access);
  const refreshToken = headers.get(RENEWAL_HEADERS.refresh);
  if (!accessToken || !refreshToken) return false;
  setTokens({ accessToken, refreshToken });
  return true;
}

export const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  throwHttpErrors: false,
  retry: 0,
  credentials: 'omit',
  hooks: {
    beforeRequest: [
      (request) => {
        const tokens = getTokens();
        if (tokens) {
          request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
          request.headers.set('x-refresh-token', tokens.refreshToken);
        }
        request.headers.set('Accept', 'application/json');
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        storeRenewedTokens(response.headers);
      },
    ],
  },
});
