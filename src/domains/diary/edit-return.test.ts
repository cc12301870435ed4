import { describe, expect, it } from 'vitest';
import { rememberEditFromEntry, takeEditFromEntry } from './edit-return.ts';

describe('where a saved edit goes back to (decision 0073)', () => {
  it('goes back to the read page that opened the editor, once', () => {
    rememberEditFromEntry(7, 3);
    expect(takeEditFromEntry(7, 4)).toBe(true);
    expect(takeEditFromEntry(7, 4)).toBe(false);
  });

  it('replaces the editor when it was opened otherwise: another entry, another place in history, no index', () => {
    rememberEditFromEntry(7, 3);
    expect(takeEditFromEntry(8, 4)).toBe(false);
    rememberEditFromEntry(7, 3);
    expect(takeEditFromEntry(7, 6)).toBe(false);
    rememberEditFromEntry(7, undefined);
    expect(takeEditFromEntry(7, 4)).toBe(false);
    expect(takeEditFromEntry(7, 4)).toBe(false);
  });
});
