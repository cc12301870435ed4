import { describe, expect, it } from 'vitest';
import { ageAtEntry, excerptOf, recordedAreas } from './shared-view.ts';

describe('ageAtEntry', () => {
  // Born 2025-01-31 23:30 Korea time (14:30 UTC).
  const birth = new Date('2025-01-31T14:30:00Z');
  it('counts whole months on the Korea-time calendar, as the client does', () => {
    expect(ageAtEntry(birth, '2025-01-31')).toEqual({ level: 0, age: { kind: 'days', days: 0 } });
    expect(ageAtEntry(birth, '2025-02-20')).toEqual({ level: 0, age: { kind: 'days', days: 20 } });
    // 2025-08-30: the 31st has not come round in August → 6 months; 08-31 → 7 months (level 1).
    expect(ageAtEntry(birth, '2025-08-30')).toMatchObject({ level: 0, age: { kind: 'monthsDays', months: 6 } });
    expect(ageAtEntry(birth, '2025-08-31')).toMatchObject({ level: 1, age: { kind: 'monthsDays', months: 7, days: 0 } });
    expect(ageAtEntry(birth, '2028-02-01')).toEqual({ level: 3, age: { kind: 'years', years: 3 } });
  });
  it('treats an entry of an unborn child as level 0', () => {
    expect(ageAtEntry(null, '2026-01-01')).toEqual({ level: 0, age: { kind: 'unborn' } });
  });
});

describe('feed text', () => {
  it('collapses whitespace and cuts long text', () => {
    expect(excerptOf('  a\n\n b  ')).toBe('a b');
    expect(excerptOf('가'.repeat(300))).toHaveLength(120);
  });
  it('lists recorded areas in the contract order', () => {
    expect(recordedAreas({ mood: { mood: 'GOOD' }, water: { ml: 1 }, sleep: null })).toEqual(['water', 'mood']);
    expect(recordedAreas(null)).toEqual([]);
  });
});
