/**
 * What src/lib/api/early-requests.ts needs from this device before the app has started: the SPEC §5
 * tokens and the id of the stored child summary, read raw. Raw on purpose: keys.ts parses with
 * valibot, which would ride into the few hundred bytes that start with the page (decision 0060);
 * early-state.test.ts checks these key names against STORAGE_KEYS.
 */
export type EarlyState = { accessToken: string; refreshToken: string; childInfoId: unknown };

/** `from` is the page's window: its storage is read inside the try, since reading it may throw. */
export function readEarlyState(from: { readonly localStorage: Pick<Storage, 'getItem'> }): EarlyState | null {
  try {
    const accessToken = from.localStorage.getItem('access_token');
    const refreshToken = from.localStorage.getItem('refresh_token');
    return accessToken && refreshToken ? { accessToken, refreshToken, childInfoId: storedChildId(from.localStorage.getItem('childInfo')) } : null;
  } catch {
    // storage refused (a private window, a blocked origin)
    return null;
  }
}

function storedChildId(raw: string | null): unknown {
  try {
    const childInfo: unknown = JSON.parse(raw ?? 'null');
    return typeof childInfo === 'object' && childInfo !== null && 'id' in childInfo ? childInfo.id : null;
  } catch {
    return null;
  }
}
