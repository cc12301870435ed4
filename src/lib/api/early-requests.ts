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

/**
 * How long http.ts may take an answer; what is left then is let go (its body cancelled), since a
 * fetch whose body is never read keeps its request open in the browser for the page's lifetime.
 */
export const EARLY_RELEASE_MS = 10_000;

/**
 * Starts the requests, once, when the page is in the member area and the SPEC §5 tokens are stored,
 * and only before the app itself has started (http.ts marks that): on a slow device the entry may
 * run first, and its guard then asks for itself.
 */
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
  setTimeout(() => {
    for (const [path, left] of Object.entries(early)) {
      delete early[path];
      void left.response.then((res) => res.body?.cancel()).catch(() => undefined);
    }
  }, EARLY_RELEASE_MS);
  get(EARLY_PATHS.children)
    .then((res) => (res.ok ? (res.clone().json() as Promise<{ data?: { children?: Ids[] } }>) : null))
    .then((body) => {
      const selected = body?.data?.children?.find((child) => child.selected === true)?.id;
      if (typeof selected === 'number' && selected !== state.childInfoId) void get(EARLY_PATHS.child(selected)).catch(() => undefined);
    })
    .catch(() => undefined);
}

/** The data block in which the server names the first page's chunks (server/lib/route-preloads.ts). */
export const ROUTE_CHUNKS_ID = 'dodam-route-chunks';
const ASSET = /^\/assets\/[\w./-]+\.(?:js|css)$/;

/**
 * The first page's chunks, fetched beside the entry script once the splash has painted (decision
 * 0060): as links in the HTML they would be fetched before the first paint, which then counts them
 * as what it waited for. Preload links only fetch; the router still imports each chunk itself.
 */
export function preloadRouteChunks(doc: Document = document, afterPaint: (run: () => void) => void = nextFrame): void {
  let chunks: unknown;
  try {
    chunks = JSON.parse(doc.getElementById(ROUTE_CHUNKS_ID)?.textContent ?? 'null');
  } catch {
    return;
  }
  if (typeof chunks !== 'object' || chunks === null) return;
  const list = (key: string): string[] => {
    const value: unknown = Reflect.get(chunks, key);
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string' && ASSET.test(href)) : [];
  };
  const scripts = list('scripts');
  const styles = list('styles');
  afterPaint(() => {
    const add = (rel: string, href: string, as?: string) => {
      const link = doc.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    };
    for (const href of scripts) add('modulepreload', href);
    for (const href of styles) add('preload', href, 'style');
  });
}

function nextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
