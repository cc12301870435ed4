import { describe, expect, it } from 'vitest';
import { areaLines, koreanAgeOn, koreanDateWithWeekday, koreanPeriod } from './korean-format.ts';

const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

describe('the Korean words of the book (issue 5 §4; SPEC §4 age display, §9 Korean dates)', () => {
  it('writes dates with their weekday and periods with the shared year once', () => {
    expect(koreanDateWithWeekday('2026-11-22')).toBe('2026년 11월 22일 일요일');
    expect(koreanDateWithWeekday('2024-02-29')).toBe('2024년 2월 29일 목요일');
    expect(koreanDateWithWeekday('1969-12-31')).toBe('1969년 12월 31일 수요일');
    expect(koreanPeriod('2026-08-22', '2026-11-22')).toBe('2026년 8월 22일 – 11월 22일');
    expect(koreanPeriod('2025-12-01', '2026-02-28')).toBe('2025년 12월 1일 – 2026년 2월 28일');
    expect(koreanPeriod('2026-11-22', '2026-11-22')).toBe('2026년 11월 22일');
  });

  it('writes the age on the day as the app shows it: days, months and days, then years (Korea time)', () => {
    // Born 2025-10-18 00:30 KST (the 17th in UTC).
    const birth = new Date('2025-10-17T15:30:00Z');
    expect(koreanAgeOn(birth, '2025-10-18')).toBe('생후 0일');
    expect(koreanAgeOn(birth, '2025-11-01')).toBe('생후 14일');
    expect(koreanAgeOn(birth, '2025-12-18')).toBe('2개월');
    expect(koreanAgeOn(birth, '2026-11-22')).toBe('13개월 4일');
    expect(koreanAgeOn(birth, '2029-01-01')).toBe('3살');
    expect(koreanAgeOn(birth, '2025-10-01')).toBeNull();
    expect(koreanAgeOn(null, '2025-10-01')).toBeNull();
  });

  it('writes each recorded care area with the labels and units of the diary pages, notes after the value', () => {
    const lines = areaLines({
      ...none,
      water: { ml: 1200, note: null },
      sleep: { hours: 11.5, naps: 2, note: '낮잠 3시간' },
      childMeal: { times: 3, amount: 'MUCH', note: null },
      parentMeal: { times: 2, note: null },
      illness: { symptoms: ['FEVER', 'COUGH'], temperature: 37.8, note: null },
      mood: { mood: 'VERY_GOOD', note: '많이 웃음' },
      breastfeeding: { times: 4, minutes: 15, formulaMl: 300, note: null },
    });
    expect(lines.map((line) => `${line.label}: ${line.value}`)).toEqual([
      '물: 1,200ml',
      '수면: 11.5시간, 낮잠 2회 · 낮잠 3시간',
      '아이 식사: 3회 · 많이',
      '부모 식사: 2회',
      '아픈 곳: 열, 기침, 37.8℃',
      '기분: 아주 좋아요 · 많이 웃음',
      '수유: 4회 · 15분 · 분유 300ml',
    ]);
    expect(areaLines(none)).toEqual([]);
    expect(areaLines({ ...none, illness: { symptoms: [], temperature: null, note: null } })[0]?.value).toBe('기록함');
  });
});
