/**
 * The one fetch of the API client: timeout, token headers, renewal headers (ARCHITECTURE §4, SPEC §7).
 * Plain fetch rather than ky: the client used none of ky's retries, hooks chains or body helpers, and
 * ky cost 4 KiB gzip of every page's initial JS (docs/decisions/0029-initial-js-headroom.md).
 */
import type { Method } from '../../contract/endpoint.ts';
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

/** No answer within REQUEST_TIMEOUT_MS (or the call's own timeout): the request is aborted and the call rejects with this. */
export class TimeoutError extends Error {
  constructor(request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = 'TimeoutError';
  }
}

export type HttpOptions = {
  method: Method;
  searchParams?: URLSearchParams;
  /** Sent as the JSON body when defined. */
  json?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Longer than REQUEST_TIMEOUT_MS for a file that may take a while to arrive (a PDF book). */
  timeout?: number;
};

/**
 * Resolves with the answer whatever its status (the envelope says what went wrong); rejects with
 * TimeoutError, the caller's AbortError, or fetch's TypeError when the network fails.
 */
export function http(url: string, options: HttpOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  const tokens = getTokens();
  if (tokens) {
    headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    headers.set('x-refresh-token', tokens.refreshToken);
  }
  headers.set('Accept', 'application/json');
  if (options.json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const query = options.searchParams?.toString();
  const timer = new AbortController();
  const request = new Request(query ? url.replace(/(?:\?.*?)?(?=#|$)/, `?${query}`) : url, {
    method: options.method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    credentials: 'omit',
    signal: options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal,
  });
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      timer.abort();
      reject(new TimeoutError(request));
    }, options.timeout ?? REQUEST_TIMEOUT_MS);
    fetch(request)
      .then((response) => {
        storeRenewedTokens(response.headers);
        resolve(response);
      }, reject)
      .finally(() => clearTimeout(timeout));
  });
}
