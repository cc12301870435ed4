/**
 * The Korean words of the book (decision 0028: the book is printed in Korean, the app's default
 * locale, whatever language the browser used): the care areas with the labels of the diary pages.
 * Its dates and the child's age on the day come from src/contract/calendar (decision 0038).
 */
import type { DiaryArea, DiaryAreas } from '../../../../src/contract/diary.ts';

export const AREA_LABELS: Record<DiaryArea, string> = {
  water: '물',
  sleep: '수면',
  childMeal: '아이 식사',
  parentMeal: '부모 식사',
  illness: '아픈 곳',
  mood: '기분',
  breastfeeding: '수유',
};

/** The words of the areas' recorded choices, also the monthly report's (decision 0067). */
export const AMOUNTS = { LITTLE: '조금', NORMAL: '평소만큼', MUCH: '많이' } as const;
export const MOODS = { VERY_GOOD: '아주 좋아요', GOOD: '좋아요', NORMAL: '보통이에요', BAD: '나빠요', VERY_BAD: '아주 나빠요' } as const;
export const SYMPTOMS = { FEVER: '열', COUGH: '기침', RUNNY_NOSE: '콧물', VOMITING: '구토', DIARRHEA: '설사', RASH: '발진', OTHER: '기타' } as const;

export type AreaLine = { area: DiaryArea; label: string; value: string };

const withNote = (value: string, note: string | null | undefined) => (note ? `${value} · ${note}` : value);

/** One line per recorded area, in the order of the diary pages, with its note after the value. */
export function areaLines(areas: DiaryAreas): AreaLine[] {
  const out: AreaLine[] = [];
  const push = (area: DiaryArea, value: string, note: string | null | undefined) => out.push({ area, label: AREA_LABELS[area], value: withNote(value, note) });
  if (areas.water) push('water', `${areas.water.ml.toLocaleString('ko-KR')}ml`, areas.water.note);
  if (areas.sleep) push('sleep', areas.sleep.naps > 0 ? `${areas.sleep.hours}시간, 낮잠 ${areas.sleep.naps}회` : `${areas.sleep.hours}시간`, areas.sleep.note);
  if (areas.childMeal) push('childMeal', `${areas.childMeal.times}회 · ${AMOUNTS[areas.childMeal.amount]}`, areas.childMeal.note);
  if (areas.parentMeal) push('parentMeal', `${areas.parentMeal.times}회`, areas.parentMeal.note);
  if (areas.illness) {
    const parts: string[] = areas.illness.symptoms.map((s) => SYMPTOMS[s]);
    if (areas.illness.temperature !== null) parts.push(`${areas.illness.temperature}℃`);
    push('illness', parts.length > 0 ? parts.join(', ') : '기록함', areas.illness.note);
  }
  if (areas.mood) push('mood', MOODS[areas.mood.mood], areas.mood.note);
  if (areas.breastfeeding) {
    const b = areas.breastfeeding;
    const parts = [`${b.times}회`];
    if (b.minutes !== null) parts.push(`${b.minutes}분`);
    if (b.formulaMl !== null) parts.push(`분유 ${b.formulaMl.toLocaleString('ko-KR')}ml`);
    push('breastfeeding', parts.join(' · '), b.note);
  }
  return out;
}

/**
 * What the book holds, on its cover: '일기 12편 · 사진 5장', led by '태교일기 3편' when it opens with the
 * pregnancy diary (decision 0101). A book of the pregnancy diary alone leaves out '일기 0편'.
 */
export function coverCounts(counts: { pregnancy: number; diary: number; photos: number }): string {
  const parts: string[] = [];
  if (counts.pregnancy > 0) parts.push(`태교일기 ${counts.pregnancy}편`);
  if (counts.diary > 0 || counts.pregnancy === 0) parts.push(`일기 ${counts.diary}편`);
  if (counts.photos > 0) parts.push(`사진 ${counts.photos}장`);
  return parts.join(' · ');
}
