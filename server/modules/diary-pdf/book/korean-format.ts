/**
 * The Korean words of the book (decision 0028: the book is printed in Korean, the app's default
 * locale, whatever language the browser used): dates with their weekday, the child's age on the day
 * (SPEC §4 age display) and the care areas with the labels of the diary pages.
 */
import { ageDisplay } from '../../../../src/contract/age.ts';
import type { DiaryArea, DiaryAreas } from '../../../../src/contract/diary.ts';
import { civilOf, dayNumberOfIso, koreaDayNumber, monthsAndDays } from '../../../../src/contract/korea-days.ts';

const WEEKDAYS = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** '2026년 11월 22일 일요일' for an ISO day (YYYY-MM-DD). */
export function koreanDateWithWeekday(iso: string): string {
  return `${koreanDate(iso)} ${WEEKDAYS[(((dayNumberOfIso(iso) + 4) % 7) + 7) % 7]}`;
}

/** '2026년 11월 22일' for an ISO day. */
export function koreanDate(iso: string): string {
  const { year, month, day } = civilOf(dayNumberOfIso(iso));
  return `${year}년 ${month}월 ${day}일`;
}

/** '2026년 8월 22일 – 11월 22일', the shared year written once ('2025년 12월 1일 – 2026년 2월 28일' otherwise). */
export function koreanPeriod(from: string, to: string): string {
  if (from === to) return koreanDate(from);
  const a = civilOf(dayNumberOfIso(from));
  const b = civilOf(dayNumberOfIso(to));
  const end = a.year === b.year ? `${b.month}월 ${b.day}일` : koreanDate(to);
  return `${koreanDate(from)} – ${end}`;
}

/** The age on an entry's day as the app shows it (SPEC §4): '생후 12일', '13개월 5일', '4살'; null before birth. */
export function koreanAgeOn(birthDateTime: Date | null, iso: string): string | null {
  if (!birthDateTime) return null;
  const birth = koreaDayNumber(birthDateTime.getTime());
  const day = dayNumberOfIso(iso);
  if (day < birth) return null;
  const { months, days } = monthsAndDays(civilOf(birth), civilOf(day));
  const display = ageDisplay({ months, days, years: Math.floor(months / 12), daysSinceBirth: day - birth });
  if (display.kind === 'days') return `생후 ${display.days}일`;
  if (display.kind === 'monthsDays') return display.days > 0 ? `${display.months}개월 ${display.days}일` : `${display.months}개월`;
  return `${display.years}살`;
}

export const AREA_LABELS: Record<DiaryArea, string> = {
  water: '물',
  sleep: '수면',
  childMeal: '아이 식사',
  parentMeal: '부모 식사',
  illness: '아픈 곳',
  mood: '기분',
  breastfeeding: '수유',
};

const AMOUNTS = { LITTLE: '조금', NORMAL: '평소만큼', MUCH: '많이' } as const;
const MOODS = { VERY_GOOD: '아주 좋아요', GOOD: '좋아요', NORMAL: '보통이에요', BAD: '나빠요', VERY_BAD: '아주 나빠요' } as const;
const SYMPTOMS = { FEVER: '열', COUGH: '기침', RUNNY_NOSE: '콧물', VOMITING: '구토', DIARRHEA: '설사', RASH: '발진', OTHER: '기타' } as const;

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
