import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedQueries, restoreBound } from './persist.ts';

const queryClient = new QueryClient();
afterEach(() => queryClient.clear());

describe('the stored query cache (decision 0082)', () => {
  it('keeps the member pages for offline reading and leaves every back-office query out', () => {
    queryClient.setQueryData(['diary', 'month', '2026-12'], [{ id: 1 }]);
    queryClient.setQueryData(['admin', 'members', 'list', { page: 1 }], { rows: [{ id: 7, status: 'ACTIVE' }] });
    queryClient.setQueryData(['admin', 'members', 'detail', 7], { id: 7, status: 'ACTIVE' });
    queryClient.setQueryData(['admin', 'audit', 'member', 7], []);
    const stored = dehydrate(queryClient, persistedQueries).queries.map((q) => q.queryKey);
    expect(stored).toEqual([['diary', 'month', '2026-12']]);
  });
});

describe('restoreBound (ARCHITECTURE §5: the persisted cache is what an offline start shows)', () => {
  it('keeps an online start short: the server answers if IndexedDB is slow', () => {
    expect(restoreBound(true)).toBe(1500);
  });
  it('gives an offline start longer, since the stored copy is all there is', () => {
    expect(restoreBound(false)).toBeGreaterThan(restoreBound(true));
  });
});
