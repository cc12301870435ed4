import { describe, expect, it } from 'vitest';
import { KCDI_MAX_MONTHS } from '../../contract/examinations.ts';
import { bandIndexFor, checklistVerdict, MILESTONE_RANGES } from './milestone-rules.ts';

const BANDS = [
  [12, 17],
  [18, 23],
  [24, 35],
] as const;

describe('the milestone checklist (decisions 0070, 0080)', () => {
  it('finds the band of a child’s completed months, and none outside them', () => {
    expect(bandIndexFor(BANDS, 12)).toBe(0);
    expect(bandIndexFor(BANDS, 17)).toBe(0);
    expect(bandIndexFor(BANDS, 18)).toBe(1);
    expect(bandIndexFor(BANDS, 35)).toBe(2);
    expect(bandIndexFor(BANDS, 11)).toBeNull();
    expect(bandIndexFor(BANDS, 36)).toBeNull();
  });

  it('covers every month from birth to the oldest age the test is sold for, without a gap or an overlap', () => {
    for (let months = 0; months <= KCDI_MAX_MONTHS; months += 1) expect(bandIndexFor(MILESTONE_RANGES, months), `${months} months`).not.toBeNull();
    MILESTONE_RANGES.forEach(([from], i) => expect(from).toBe(i === 0 ? 0 : (MILESTONE_RANGES[i - 1]?.[1] ?? NaN) + 1));
    expect(MILESTONE_RANGES.at(-1)?.[1]).toBe(KCDI_MAX_MONTHS);
  });

  it('says nothing until every milestone is answered, then suggests the test when two or more are not yet there', () => {
    expect(checklistVerdict(5, [])).toBeNull();
    expect(checklistVerdict(5, ['NOT_YET', 'NOT_YET', 'NOT_YET', undefined, 'YES'])).toBeNull();
    expect(checklistVerdict(5, ['YES', 'YES', 'YES', 'YES', 'NOT_YET'])).toBe('ON_TRACK');
    expect(checklistVerdict(5, ['YES', 'NOT_YET', 'YES', 'YES', 'NOT_YET'])).toBe('SUGGEST');
  });
});
