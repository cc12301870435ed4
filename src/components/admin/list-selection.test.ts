import { describe, expect, it } from 'vitest';
import { allSelected, toggled, withChange } from './list-selection.ts';

describe('withChange', () => {
  it('drops the page on a filter change and keeps the other values', () => {
    expect(withChange({ q: '도담', page: 3, memberId: 7 }, { status: 'ACTIVE' })).toEqual({ q: '도담', page: undefined, memberId: 7, status: 'ACTIVE' });
  });
  it('keeps the page a pager asks for', () => {
    expect(withChange({ q: '도담', page: 3 }, { page: 4 })).toEqual({ q: '도담', page: 4 });
  });
});

describe('selection', () => {
  it('toggles one row in and out without changing the old set', () => {
    const none: ReadonlySet<number> = new Set();
    const one = toggled(none, 5);
    expect([...one]).toEqual([5]);
    expect([...toggled(one, 5)]).toEqual([]);
    expect(none.size).toBe(0);
  });
  it('is all on the page only when every selectable row is in', () => {
    expect(allSelected([{ id: 1 }, { id: 2 }], new Set([1, 2, 9]))).toBe(true);
    expect(allSelected([{ id: 1 }, { id: 2 }], new Set([1]))).toBe(false);
    expect(allSelected([], new Set([1]))).toBe(false);
  });
});
