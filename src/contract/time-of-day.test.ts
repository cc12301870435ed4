import { describe, expect, it } from 'vitest';
import { formatKoreanDateTime } from './calendar/format.ts';
import { formatKoreanTime } from './time-of-day.ts';

describe('formatKoreanTime (decision 0075: one form of a time of day)', () => {
  it('writes a wall-clock time as the date-times do: 오전/오후 and a 12-hour clock', () => {
    expect(formatKoreanTime('21:00')).toBe('오후 9:00');
    expect(formatKoreanTime('00:05')).toBe('오전 12:05');
    expect(formatKoreanTime('12:30')).toBe('오후 12:30');
    expect(formatKoreanTime('09:15:00')).toBe('오전 9:15');
    expect(formatKoreanDateTime('2026-11-22T12:00:00Z')).toBe('2026년 11월 22일 오후 9:00');
    expect(formatKoreanTime('25:00')).toBe('25:00');
  });
});
