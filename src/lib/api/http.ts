/**
 * The only ky instance of the client (ARCHITECTURE §4 and §7 "HTTP and the service worker"): the
 * SPEC §7 token headers in `beforeRequest`, the renewal pair stored in `afterResponse`, the SPEC §9
 * timeout, no retries, and every answer handed back whatever its status (the envelope says what went
 * wrong; call.ts and upload.ts route it, SPEC §8). docs/decisions/0036-transport.md.
 */
import ky, { TimeoutError, type KyInstance } from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits.ts';
import { SIGN_IN_DEVICE_HEADER, SIGN_IN_DEVICE_TOKEN, SIGN_IN_PATH } from '../../contract/sign-in-device.ts';
import { getSignInDevice, getTokens, setSignInDevice, setTokens } from '../storage/keys.ts';

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

/** The sign-in carries this device's token and its answer may bring one (decision 0079); no other request does. */
function addSignInDevice(request: Request): void {
  if (new URL(request.url).pathname !== SIGN_IN_PATH) return;
  const device = getSignInDevice();
  if (device) request.headers.set(SIGN_IN_DEVICE_HEADER, device);
}

function keepSignInDevice(request: Request, response: Response): void {
  const device = response.headers.get(SIGN_IN_DEVICE_HEADER);
  if (device && SIGN_IN_DEVICE_TOKEN.test(device) && new URL(request.url).pathname === SIGN_IN_PATH) setSignInDevice(device);
}

/** How long an answer started by early-requests.ts may be taken (its EARLY_RELEASE_MS): the guard's first run asks within this. */
export const EARLY_TAKEN_WITHIN_MS = 10_000;
const pageStart = Date.now();
// The app has started: an early-requests.ts that runs after this (the entry arrived first) asks for nothing.
if (typeof window !== 'undefined') window.dodamEarly ??= {};

/**
 * The answer early-requests.ts started for this very request (a GET of the same path with the same
 * tokens), taken once (decision 0060); undefined sends the request as usual, and so does an early
 * request that failed or did not answer within the SPEC §9 timeout.
 */
async function earlyAnswer(request: Request): Promise<Response | undefined> {
  const early = typeof window === 'undefined' ? undefined : window.dodamEarly;
  if (!early || request.method !== 'GET' || Date.now() - pageStart > EARLY_TAKEN_WITHIN_MS) return undefined;
  const { pathname, search } = new URL(request.url);
  const found = early[pathname + search];
  if (!found || found.authorization !== request.headers.get('Authorization')) return undefined;
  delete early[pathname + search];
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, REQUEST_TIMEOUT_MS);
    const settled = () => clearTimeout(timer);
    found.response.then(settled, settled);
  });
  return Promise.race([found.response.catch(() => undefined), late]);
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
    beforeRequest: [addTokenHeaders, addSignInDevice, earlyAnswer],
    afterResponse: [
      (_request, _options, response) => void storeRenewedTokens(response.headers),
      (request, _options, response) => keepSignInDevice(request, response),
    ],
  },
});
