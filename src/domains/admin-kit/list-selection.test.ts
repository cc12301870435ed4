import { describe, expect, it } from 'vitest';
import { allSelected, noSelection, selectedNow, toggled, withChange } from './list-selection.ts';

describe('withChange', () => {
  it('drops the page on a filter change and keeps the other values', () => {
    expect(withChange({ q: '도담', page: 3, memberId: 7 }, { status: 'ACTIVE' })).toEqual({ q: '도담', page: undefined, memberId: 7, status: 'ACTIVE' });
  });
  it('keeps the page a pager asks for', () => {
    expect(withChange({ q: '도담', page: 3 }, { page: 4 })).toEqual({ q: '도담', page: 4 });
  });
});

describe('selection (decision 0045)', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('toggles one row in and out without changing the old set', () => {
    const none = noSelection('a');
    const one = toggled(none, 'a', 5);
    expect([...one.ids]).toEqual([5]);
    expect([...toggled(one, 'a', 5).ids]).toEqual([]);
    expect(none.ids.size).toBe(0);
  });
  it('is dropped by another filter, page or route: Back leaves no hidden row selected', () => {
    const picked = toggled(noSelection('q=도담'), 'q=도담', 1);
    expect(selectedNow(picked, 'q=도담', rows)).toEqual([1]);
    // Back to the unfiltered list: the same row is on screen, but the selection was made on other rows.
    expect(selectedNow(picked, '', rows)).toEqual([]);
    // Ticking on the new rows starts a new selection: the old row is not sent with it.
    expect([...toggled(picked, '', 2).ids]).toEqual([2]);
  });
  it('counts only rows still on screen and selectable (a refresh after an action moved some away)', () => {
    const picked = toggled(toggled(noSelection('s'), 's', 1), 's', 9);
    expect(selectedNow(picked, 's', rows)).toEqual([1]);
    expect(selectedNow(picked, 's', [{ id: 2 }])).toEqual([]);
  });
  it('is all on the page only when every selectable row is in', () => {
    expect(allSelected(rows, [1, 2, 3])).toBe(true);
    expect(allSelected(rows, [1])).toBe(false);
    expect(allSelected([], [])).toBe(false);
  });
});
