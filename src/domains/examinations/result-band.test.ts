import { describe, expect, it } from 'vitest';
import { bandOf } from './result-band.ts';

describe('a domain band as a guide (decision 0070)', () => {
  it('reads the ratio of developmental age to age', () => {
    expect(bandOf(22, 22)).toBe('EXPECTED');
    expect(bandOf(20, 22)).toBe('EXPECTED'); // 0.909
    expect(bandOf(19, 22)).toBe('WATCH'); // 0.86
    expect(bandOf(16, 22)).toBe('CONSULT'); // 0.73
    expect(bandOf(16, null)).toBe('UNKNOWN');
  });
});
