import { describe, expect, it } from 'vitest';
import { areaLines, coverCounts } from './korean-format.ts';

const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

describe('the Korean words of the book (decision 0028)', () => {
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

  it('counts what the book holds for its cover, the pregnancy diary first when it is in (decision 0101)', () => {
    expect(coverCounts({ pregnancy: 0, diary: 12, photos: 5 })).toBe('일기 12편 · 사진 5장');
    expect(coverCounts({ pregnancy: 0, diary: 3, photos: 0 })).toBe('일기 3편');
    expect(coverCounts({ pregnancy: 3, diary: 12, photos: 5 })).toBe('태교일기 3편 · 일기 12편 · 사진 5장');
    expect(coverCounts({ pregnancy: 2, diary: 0, photos: 0 })).toBe('태교일기 2편');
  });
});
