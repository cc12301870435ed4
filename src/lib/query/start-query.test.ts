import { onlineManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../contract/api.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { call } from '../api/call.ts';
import { setErrorNavigator } from '../api/error-navigation.ts';
import { setTokens } from '../storage/keys.ts';
import { startQuery } from './start-query.ts';

/** The diary entry query as the diary pages build it (GET /api/members/diaries/:id, SPEC §8 handling on failure). */
const entryQuery = (id: number) =>
  queryOptions({ queryKey: ['test-entry', id] as const, queryFn: ({ signal }) => call(api.diary, { params: { id }, signal }), retry: false });

const notFound = () =>
  new Response(JSON.stringify({ code: '404', message: 'NotFound', source: 'server' }), { status: 404, headers: { 'content-type': 'application/json' } });

let queryClient: QueryClient;
let navigations: string[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setTokens({ accessToken: 'acc', refreshToken: 'ref' });
  navigations = [];
  setErrorNavigator((href) => navigations.push(href));
  queryClient = new QueryClient();
});
afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Lets the started fetch run to its end. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('startQuery: a route loader starts its page query and never waits (decision 0039)', () => {
  it('returns at once and does not throw when the fetch fails; the failure stays in the query', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    // Nothing to await for the loader: the promise is for a loader that starts what follows from
    // the data (decision 0058), and it resolves, never rejects.
    const started = startQuery(queryClient, entryQuery(7), { preload: false });
    expect(queryClient.getQueryState(['test-entry', 7])?.fetchStatus).toBe('fetching');
    await expect(started).resolves.toBeUndefined();
    await settle();
    expect(queryClient.getQueryState(['test-entry', 7])?.status).toBe('error');
  });

  it('resolves with the data once it is there (decision 0058)', async () => {
    const list = queryOptions({ queryKey: ['test-list'] as const, queryFn: () => Promise.resolve([{ id: 3, entryDate: '2026-11-28' }]) });
    expect(await startQuery(queryClient, list, { preload: false })).toEqual([{ id: 3, entryDate: '2026-11-28' }]);
  });

  it('offline it starts nothing: no request, no query, nothing held', () => {
    onlineManager.setOnline(false);
    startQuery(queryClient, entryQuery(7), { preload: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['test-entry', 7])).toBeUndefined();
  });

  it('keeps data already in the cache (the page decides whether to ask again)', () => {
    queryClient.setQueryData(['test-entry', 7], { id: 7 });
    startQuery(queryClient, entryQuery(7), { preload: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a preload that fails sends nobody to an error page (SPEC §8 is for what the member opened)', async () => {
    fetchMock.mockResolvedValue(notFound());
    startQuery(queryClient, entryQuery(7), { preload: true });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
    expect(queryClient.getQueryState(['test-entry', 7])?.status).toBe('error');
  });

  it('opening the page claims a preload still under way: its failure then leads to the error page', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
    startQuery(queryClient, entryQuery(7), { preload: true });
    startQuery(queryClient, entryQuery(7), { preload: false });
    answer(notFound());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual(['/error/404?message=NotFound']);
  });

  it('opening the page after a failed preload asks again, and that failure leads to the error page', async () => {
    fetchMock.mockImplementation(async () => notFound());
    startQuery(queryClient, entryQuery(7), { preload: true });
    await settle();
    startQuery(queryClient, entryQuery(7), { preload: false });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigations).toEqual(['/error/404?message=NotFound']);
  });
});
