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

type Listed = { id?: unknown; selected?: unknown; born?: unknown; birthDateTime?: unknown };

/**
 * The first page's own first requests (decision 0061): what its route loader asks for first, so that
 * the page's data does not wait for the guard's round trips. Only for a page opened without search
 * parameters (a filter or a day asks for other data), except the child page, whose child is asked
 * for on every tab. /main's cards need the selected child, and the schedules and growth a born one
 * (isBorn in contract/child.ts). src/routes/-first-page-requests.test.ts checks each path against
 * the call its page makes.
 */
export const EARLY_PAGE_PATHS = {
  community: '/api/members/community/shared-diaries',
  products: '/api/members/products?page=1&size=12',
  child: (id: string) => `/api/members/children/${id}`,
  home: (id: number, born: boolean) => [
    ...(born ? ['vaccinations', 'health-checkups', 'measurements'] : []).map((list) => `/api/members/children/${id}/${list}`),
    `/api/members/children/${id}/messages`,
  ],
} as const;

/** The paths a page asks for that need nothing from the guard. */
export function pagePaths(pathname: string, search: string): string[] {
  const child = /^\/my-page\/child-info\/([1-9]\d{0,15})$/.exec(pathname)?.[1];
  if (child) return [EARLY_PAGE_PATHS.child(child)];
  if (search !== '') return [];
  if (/^\/community\/?$/.test(pathname)) return [EARLY_PAGE_PATHS.community];
  if (/^\/care-info\/product\/?$/.test(pathname)) return [EARLY_PAGE_PATHS.products];
  return [];
}

/** The paths of /main's cards for the selected child of the children list. */
export function homePaths(pathname: string, search: string, child: Listed | undefined): string[] {
  if (search !== '' || !/^\/main\/?$/.test(pathname) || typeof child?.id !== 'number') return [];
  return EARLY_PAGE_PATHS.home(child.id, child.born === true && child.birthDateTime !== null);
}

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
  const { pathname, search } = win.location;
  for (const path of pagePaths(pathname, search)) void get(path).catch(() => undefined);
  setTimeout(() => {
    for (const [path, left] of Object.entries(early)) {
      delete early[path];
      void left.response.then((res) => res.body?.cancel()).catch(() => undefined);
    }
  }, EARLY_RELEASE_MS);
  get(EARLY_PATHS.children)
    .then((res) => (res.ok ? (res.clone().json() as Promise<{ data?: { children?: Listed[] } }>) : null))
    .then((body) => {
      const listed = body?.data?.children?.find((child) => child.selected === true);
      const selected = listed?.id;
      if (typeof selected === 'number' && selected !== state.childInfoId) void get(EARLY_PATHS.child(selected)).catch(() => undefined);
      for (const path of homePaths(pathname, search, listed)) void get(path).catch(() => undefined);
    })
    .catch(() => undefined);
}

/** The data block in which the server names the first page's chunks (server/lib/route-preloads.ts). */
export const ROUTE_CHUNKS_ID = 'dodam-route-chunks';
const ASSET = /^\/assets\/[\w./-]+\.(?:js|css)$/;

/**
 * How many preload links are added in one task. Chromium starts each link's fetch on the main
 * thread, 0.3-1.7 ms a link measured here (more while many requests are under way), so four times
 * that on a slower phone: /diary/write's 44 links in one go held the first screen for 50-150 ms.
 * Four at a time keep each task short (decision 0062).
 */
export const PRELOADS_PER_TASK = 4;

/**
 * The first page's chunks, fetched beside the entry script once the splash has painted (decision
 * 0060): as links in the HTML they would be fetched before the first paint, which then counts them
 * as what it waited for. Preload links only fetch; the router still imports each chunk itself. The
 * stylesheets go first (a route waits for its styles before it renders), then the scripts, in tasks
 * of PRELOADS_PER_TASK links (decision 0062).
 */
export function preloadRouteChunks(
  doc: Document = document,
  afterPaint: (run: () => void) => void = nextFrame,
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
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
  const links: { rel: string; href: string; as?: string }[] = [
    ...list('styles').map((href) => ({ rel: 'preload', href, as: 'style' })),
    ...list('scripts').map((href) => ({ rel: 'modulepreload', href })),
  ];
  const addFrom = (start: number) => {
    for (const { rel, href, as } of links.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (start + PRELOADS_PER_TASK < links.length) nextTask(() => addFrom(start + PRELOADS_PER_TASK));
  };
  if (links.length > 0) afterPaint(() => addFrom(0));
}

function nextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
