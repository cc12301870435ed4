import { describe, expect, it } from 'vitest';
import { keysToRefresh } from './action-refresh.ts';

describe('keysToRefresh', () => {
  const refresh = {
    done: [
      ['admin', 'orders'],
      ['admin', 'audit', 'order_item', 3],
    ],
    failed: [['admin', 'orders', 'detail', 7]],
  };
  it('refreshes the lists and the history after the action worked', () => {
    expect(keysToRefresh(refresh, true)).toEqual([
      ['admin', 'orders'],
      ['admin', 'audit', 'order_item', 3],
    ]);
  });
  it('refreshes only what the form asks for after a refusal', () => {
    expect(keysToRefresh(refresh, false)).toEqual([['admin', 'orders', 'detail', 7]]);
    expect(keysToRefresh({ done: [['admin', 'members']] }, false)).toEqual([]);
  });
});
