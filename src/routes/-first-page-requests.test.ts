/**
 * The requests early-requests.ts starts for a first page (decision 0061) are the very requests that
 * page's own queries send: each query function runs here against a fetch that records its URL.
 * (A route test, since the queries belong to their domains and src/lib never imports a domain.)
 */
import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAGE_PATHS, homePaths, pagePaths } from '../lib/api/early-requests.ts';
import { setTokens } from '../lib/storage/keys.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { childQuery } from '../domains/children/child-queries.ts';
import { childMessagesQuery } from '../domains/child-words/child-words-queries.ts';
import { feedQuery } from '../domains/community/community-queries.ts';
import { measurementsQuery } from '../domains/growth/growth-queries.ts';
import { productPagesQuery } from '../domains/products/product-queries.ts';
import { checkupsQuery, vaccinationsQuery } from '../domains/schedules/schedule-queries.ts';

let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', { origin: 'http://dodam.test' });
  vi.stubGlobal('fetch', (request: Request) => {
    const url = new URL(request.url);
    requested.push(url.pathname + url.search);
    return Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
  });
  setTokens({ accessToken: 'acc', refreshToken: 'ref' });
});
afterEach(() => vi.unstubAllGlobals());

/** The path and search a query's first fetch sends. */
async function pathOf<K extends QueryKey>(query: { queryKey: K; queryFn?: unknown; initialPageParam?: unknown }): Promise<string> {
  const queryFn = query.queryFn as QueryFunction<unknown, K, unknown>;
  const client = new QueryClient();
  await Promise.resolve(
    queryFn({
      client,
      queryKey: query.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      pageParam: query.initialPageParam,
      direction: 'forward',
    }),
  ).catch(() => undefined);
  expect(requested).toHaveLength(1);
  return requested.pop() ?? '';
}

describe('a first page’s own requests start with the page, as its queries send them (decision 0061)', () => {
  it('the community feed and the product list, opened without a filter', async () => {
    expect(pagePaths('/community', '')).toEqual([await pathOf(feedQuery(undefined))]);
    expect(pagePaths('/care-info/product', '')).toEqual([await pathOf(productPagesQuery())]);
    expect(pagePaths('/community', '?ageLevel=1')).toEqual([]);
  });

  it('the child of the child page, on every tab, and nothing for an id outside the row range', async () => {
    expect(pagePaths('/my-page/child-info/7', '?tab=growth')).toEqual([await pathOf(childQuery(7))]);
    expect(pagePaths('/my-page/child-info/0', '')).toEqual([]);
    expect(pagePaths('/my-page/child-info/99999999999999999', '')).toEqual([]);
  });

  it('the cards of /main: the schedules and growth of a born child, the child words of every child', async () => {
    const born = { id: 7, selected: true, born: true, birthDateTime: '2025-10-17T15:30:00Z' };
    const expected = [
      await pathOf(vaccinationsQuery(7)),
      await pathOf(checkupsQuery(7)),
      await pathOf(measurementsQuery(7)),
      await pathOf(childMessagesQuery(7)),
    ];
    expect(homePaths('/main', '', born)).toEqual(expected);
    expect(homePaths('/main', '', { ...born, born: false, birthDateTime: null })).toEqual([await pathOf(childMessagesQuery(7))]);
    expect(homePaths('/main', '', undefined)).toEqual([]);
    expect(homePaths('/diary', '', born)).toEqual([]);
    expect(EARLY_PAGE_PATHS.home(7, true)).toHaveLength(4);
  });
});
