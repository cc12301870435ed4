import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../contract/endpoint.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { sessionApi } from '../../contract/session-api.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { setTokens } from '../storage/keys.ts';
import { call } from './call.ts';
import {
  EARLY_PAGE_PATHS,
  EARLY_PATHS,
  EARLY_RELEASE_MS,
  preloadRouteChunks,
  PRELOADS_PER_TASK,
  ROUTE_CHUNKS_ID,
  startEarlyRequests,
  type EarlyRequests,
} from './early-requests.ts';
import { EARLY_TAKEN_WITHIN_MS } from './http.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const child = (id: number, selected: boolean) => ({
  id,
  profileImageURL: null,
  nickname: `아이${id}`,
  sex: 'FEMALE',
  born: true,
  birthDateTime: '2025-10-17T15:30:00Z',
  birthDueDate: null,
  currentHeight: null,
  currentWeight: null,
  ageInMonths: 13,
  guardian: false,
  selected,
});
const childrenBody = { code: '200', message: 'OK', data: { children: [child(3, false), child(7, true)] } };

type FakeWindow = Window & { fetched: string[]; headers: Headers[] };

function fakeWindow(pathname: string, stored: Record<string, string>, onLine = true): FakeWindow {
  const localStorage = new MemoryStorage();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const fetched: string[] = [];
  const headers: Headers[] = [];
  const fetch = (path: string, init: RequestInit) => {
    fetched.push(path);
    headers.push(new Headers(init.headers));
    return Promise.resolve(path === EARLY_PATHS.children ? json(childrenBody) : json({ code: '200', message: 'OK', data: null }));
  };
  return { localStorage, location: { pathname, search: '' }, navigator: { onLine }, fetch, fetched, headers } as unknown as FakeWindow;
}

const tokens = { access_token: 'acc', refresh_token: 'ref' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the guard’s first requests start with the page (SPEC §5 route guard order, decision 0060)', () => {
  it('asks for the user, the children and then the selected child’s summary, with both SPEC §7 token headers', async () => {
    const win = fakeWindow('/main', tokens);
    startEarlyRequests(win);
    await settle();
    expect(win.fetched.slice(0, 3)).toEqual(['/api/users/me', '/api/members/children', '/api/members/children/7?select=true']);
    expect(win.headers[0]?.get('authorization')).toBe('Bearer acc');
    expect(win.headers[0]?.get('x-refresh-token')).toBe('ref');
    // and, on /main, its cards' lists for that child (decision 0061)
    expect(win.fetched.slice(3)).toEqual(EARLY_PAGE_PATHS.home(7, true));
    expect(Object.keys(win.dodamEarly ?? {})).toHaveLength(7);
  });

  it('asks for the page’s own first list beside the user, before the children have answered (decision 0061)', () => {
    const win = fakeWindow('/community', tokens);
    startEarlyRequests(win);
    expect(win.fetched).toEqual(['/api/users/me', EARLY_PAGE_PATHS.community, '/api/members/children']);
  });

  it('leaves out the summary the device already holds for the selected child, as the guard does', async () => {
    const win = fakeWindow('/diary/write', { ...tokens, childInfo: JSON.stringify({ id: 7 }) });
    startEarlyRequests(win);
    await settle();
    expect(win.fetched).toEqual(['/api/users/me', '/api/members/children']);
  });

  it('asks for nothing signed out, offline, outside the member area, or a second time', async () => {
    for (const win of [
      fakeWindow('/main', {}),
      fakeWindow('/main', tokens, false),
      fakeWindow('/auth/sign-in', tokens),
      fakeWindow('/admin/members', tokens),
    ]) {
      startEarlyRequests(win);
      await settle();
      expect(win.fetched).toEqual([]);
    }
    const twice = fakeWindow('/community', tokens);
    startEarlyRequests(twice);
    startEarlyRequests(twice);
    await settle();
    expect(twice.fetched.filter((path) => path === EARLY_PATHS.me)).toHaveLength(1);
  });

  it('asks for nothing once the app has started before it, and lets go of what was not taken', async () => {
    const late = fakeWindow('/main', tokens);
    late.dodamEarly = {};
    startEarlyRequests(late);
    expect(late.fetched).toEqual([]);

    vi.useFakeTimers();
    try {
      const win = fakeWindow('/main', tokens);
      startEarlyRequests(win);
      await vi.advanceTimersByTimeAsync(0);
      const left = await win.dodamEarly?.[EARLY_PATHS.me]?.response;
      await vi.advanceTimersByTimeAsync(EARLY_RELEASE_MS);
      expect(win.dodamEarly).toEqual({});
      // Its body was cancelled (so the browser closes the request), and nobody can take it any more.
      expect(left?.bodyUsed).toBe(true);
      expect(EARLY_TAKEN_WITHIN_MS).toBe(EARLY_RELEASE_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the very paths of the contract that the guard calls', () => {
    expect(EARLY_PATHS.me).toBe(sessionApi.me.path);
    expect(EARLY_PATHS.children).toBe(childrenApi.children.path);
    expect(EARLY_PATHS.child(7)).toBe(`${buildPath(childrenApi.child.path, { id: 7 })}?select=true`);
  });
});

describe('call() takes an answer started early once, for the same tokens (decision 0060)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let early: EarlyRequests;
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('location', { origin: 'http://dodam.test' });
    fetchMock = vi.fn(() => Promise.resolve(json({ code: '200', message: 'OK', data: { children: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    early = { '/api/members/children': { authorization: 'Bearer acc', response: Promise.resolve(json(childrenBody)) } };
    vi.stubGlobal('window', { dodamEarly: early });
    setTokens({ accessToken: 'acc', refreshToken: 'ref' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first call from the early request and sends the next one', async () => {
    expect((await call(childrenApi.children)).children.map((child) => child.id)).toEqual([3, 7]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await call(childrenApi.children)).children).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the request itself when the tokens have changed since the page started', async () => {
    setTokens({ accessToken: 'other', refreshToken: 'ref2' });
    expect((await call(childrenApi.children)).children).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the request itself when the early one failed', async () => {
    early['/api/members/children'] = { authorization: 'Bearer acc', response: Promise.reject(new TypeError('offline')) };
    expect((await call(childrenApi.children)).children).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the first page’s chunks named by the server are preloaded after the first paint (decision 0060)', () => {
  type Link = { rel: string; as?: string; href: string; crossOrigin: string | null };
  const fakeDocument = (block: string | null) => {
    const added: Link[] = [];
    const doc = {
      getElementById: (id: string) => (id === ROUTE_CHUNKS_ID && block !== null ? { textContent: block } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: Link) => added.push(link) },
    };
    return { doc: doc as unknown as Document, added };
  };

  it('adds a style preload per stylesheet, then a module preload per script, only once the page has painted', () => {
    const { doc, added } = fakeDocument(
      JSON.stringify({ scripts: ['/assets/route-a1.js', 'https://elsewhere.example/x.js'], styles: ['/assets/home-c3.css'] }),
    );
    let paint: (() => void) | undefined;
    preloadRouteChunks(doc, (run) => (paint = run));
    expect(added).toEqual([]);
    paint?.();
    expect(added.map((l) => [l.rel, l.as, l.href])).toEqual([
      ['preload', 'style', '/assets/home-c3.css'],
      ['modulepreload', undefined, '/assets/route-a1.js'],
    ]);
  });

  it('adds the links a few per task, so that no task of the first screen holds the phone long (decision 0062)', () => {
    const scripts = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/route-${i}.js`);
    const { doc, added } = fakeDocument(JSON.stringify({ scripts, styles: ['/assets/a.css', '/assets/b.css'] }));
    const tasks: (() => void)[] = [];
    preloadRouteChunks(
      doc,
      (run) => run(),
      (run) => tasks.push(run),
    );
    const perTask = [added.length];
    while (tasks.length > 0) {
      tasks.shift()?.();
      perTask.push(added.length - perTask.reduce((a, b) => a + b, 0));
    }
    const total = scripts.length + 2;
    expect(perTask).toEqual(Array.from({ length: Math.ceil(total / PRELOADS_PER_TASK) }, (_, i) => Math.min(PRELOADS_PER_TASK, total - i * PRELOADS_PER_TASK)));
    expect(perTask.length).toBeGreaterThan(2);
    expect(added.map((l) => l.href)).toEqual(['/assets/a.css', '/assets/b.css', ...scripts]);
  });

  it('does nothing without the block or with a block it cannot read', () => {
    for (const block of [null, '{not json', '"text"', JSON.stringify({ scripts: 'x' })]) {
      const { doc, added } = fakeDocument(block);
      preloadRouteChunks(doc, (run) => run());
      expect(added).toEqual([]);
    }
  });
});
