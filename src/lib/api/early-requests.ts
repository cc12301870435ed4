/**
 * The guard's first requests, started by the page itself before the app's scripts have arrived
 * (index.html loads this file as an async module of its own, decision 0060). A signed-in first
 * visit used to wait for the entry script (the largest download of the page), then for the current
 * user, then the children, then the selected child's summary, one round trip after another
 * (SPEC §5 route guard order). Here they start with the HTML; http.ts hands each answer to the first
 * call that asks for it with the same tokens, and the guard then runs as before on those answers.
 *
 * It imports nothing the entry imports (only the raw reader of src/lib/storage/early-state.ts):
 * a shared module would become a chunk both wait for. Its paths are the contract's
 * (early-requests.test.ts checks them).
 */
import { readEarlyState } from '../storage/early-state.ts';

export const EARLY_PATHS = {
  me: '/api/users/me',
  children: '/api/members/children',
  /** The selected child's summary, as the guard asks for it (SPEC §5 step 8). */
  child: (id: number) => `/api/members/children/${id}?select=true`,
} as const;

/** The member area (SPEC §2): the pages whose guard needs the user and the children. */
const MEMBER_AREA = /^\/(main|diary|community|my-page|care-info|kcdi|payments)(\/|$)/;

export type EarlyRequest = { authorization: string; response: Promise<Response> };
export type EarlyRequests = Record<string, EarlyRequest>;
declare global {
  interface Window {
    /** Answers started by early-requests.ts, taken once each by http.ts. */
    dodamEarly?: EarlyRequests;
  }
}

type Ids = { id?: unknown; selected?: unknown };

/** Starts the requests, once, when the page is in the member area and the SPEC §5 tokens are stored. */
export function startEarlyRequests(win: Window = window): void {
  const state = readEarlyState(win);
  if (!state || win.dodamEarly || !win.navigator.onLine || !MEMBER_AREA.test(win.location.pathname)) return;
  const authorization = `Bearer ${state.accessToken}`;
  const headers = { Authorization: authorization, 'x-refresh-token': state.refreshToken, Accept: 'application/json' };
  const early: EarlyRequests = (win.dodamEarly = {});
  const get = (path: string) => {
    const response = win.fetch(path, { headers, credentials: 'omit' });
    early[path] = { authorization, response };
    return response;
  };
  void get(EARLY_PATHS.me).catch(() => undefined);
  get(EARLY_PATHS.children)
    .then((res) => (res.ok ? (res.clone().json() as Promise<{ data?: { children?: Ids[] } }>) : null))
    .then((body) => {
      const selected = body?.data?.children?.find((child) => child.selected === true)?.id;
      if (typeof selected === 'number' && selected !== state.childInfoId) void get(EARLY_PATHS.child(selected)).catch(() => undefined);
    })
    .catch(() => undefined);
}
