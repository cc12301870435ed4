import { describe, expect, it } from 'vitest';
import { percentOf, sizeText } from './book-numbers.ts';

describe('the state of a diary book on its page (decision 0028)', () => {
  it('shows the progress in whole percent of the entries laid out', () => {
    expect(percentOf({ entriesDone: 0, entriesTotal: 120 })).toBe(0);
    expect(percentOf({ entriesDone: 54, entriesTotal: 120 })).toBe(45);
    expect(percentOf({ entriesDone: 120, entriesTotal: 120 })).toBe(100);
    expect(percentOf({ entriesDone: 0, entriesTotal: 0 })).toBe(0);
  });

  it('shows the size of the file in KB under a megabyte, else in MB with one decimal', () => {
    expect(sizeText(48_900)).toBe('48KB');
    expect(sizeText(200)).toBe('1KB');
    expect(sizeText(12.34 * 1024 * 1024)).toBe('12.3MB');
  });
});
