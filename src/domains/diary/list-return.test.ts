import { describe, expect, it } from 'vitest';
import { openedFromList, rememberEntryFromList } from './list-return.ts';

describe('where a deleted entry goes back to', () => {
  it('goes back to the list that opened the entry just before it, also after an edit came and went', () => {
    rememberEntryFromList(7, 2);
    expect(openedFromList(7, 3)).toBe(true);
    expect(openedFromList(7, 3)).toBe(true);
  });

  it('replaces the page when the entry was opened otherwise: another entry, a later place, a reload', () => {
    rememberEntryFromList(7, 2);
    expect(openedFromList(8, 3)).toBe(false);
    expect(openedFromList(7, 5)).toBe(false);
    expect(openedFromList(7, undefined)).toBe(false);
    rememberEntryFromList(7, undefined);
    expect(openedFromList(7, 3)).toBe(false);
  });
});
