import { describe, expect, it } from 'vitest';
import { koreanStanding, standingOf } from './standing.ts';

describe('a percentile in words a parent reads (decision 0075)', () => {
  it('says the side and the share instead of the percentile', () => {
    expect(standingOf(88.1)).toEqual({ side: 'top', share: 12, band: 'above' });
    expect(standingOf(50)).toEqual({ side: 'top', share: 50, band: 'usual' });
    expect(standingOf(49.6)).toEqual({ side: 'bottom', share: 50, band: 'usual' });
    expect(standingOf(8.4)).toEqual({ side: 'bottom', share: 8, band: 'below' });
    expect(standingOf(99.9)).toEqual({ side: 'top', share: 1, band: 'above' });
    expect(standingOf(0.2)).toEqual({ side: 'bottom', share: 1, band: 'below' });
  });

  it('keeps the usual band P15-P85, its edges included', () => {
    expect([14.9, 15, 85, 85.1].map((p) => standingOf(p).band)).toEqual(['below', 'usual', 'usual', 'above']);
  });

  it('words it in Korean for the PDF, the band named for the measure', () => {
    expect(koreanStanding('heightCm', 88.1)).toBe('상위 12% · 큰 편');
    expect(koreanStanding('weightKg', 88.1)).toBe('상위 12% · 무거운 편');
    expect(koreanStanding('weightKg', 60)).toBe('상위 40% · 보통 범위');
    expect(koreanStanding('headCm', 10)).toBe('하위 10% · 작은 편');
  });
});
