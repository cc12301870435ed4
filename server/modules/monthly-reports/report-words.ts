/**
 * A report's figures in Korean sentences for its PDF (decision 0067), the same figures the report
 * page words in the member's language; the book is Korean, as the diary book is (decision 0028).
 */
import type { DiaryArea } from '../../../src/contract/diary.ts';
import { AMOUNTS, MOODS, SYMPTOMS } from '../diary-pdf/book/korean-format.ts';
import type { ReportAreas, ReportContent } from '../../../src/contract/reports.ts';
import { koreanStanding } from '../../../src/contract/growth/standing.ts';
import type { MeasureField } from '../../../src/contract/growth/measures.ts';

const n = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const tally = <K extends string>(counts: Partial<Record<K, number>>, words: Record<K, string>) =>
  Object.entries<number | undefined>(counts)
    .flatMap(([key, count]) => (count && key in words ? [[words[key as K], count] as const] : []))
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `${word} ${count}일`)
    .join(', ');

export function areaSentences(areas: ReportAreas): Record<DiaryArea, string> {
  const none = '이번 달 기록이 없어요';
  const { water, sleep, childMeal, parentMeal, illness, mood, breastfeeding } = areas;
  return {
    water: water ? `하루 평균 ${n(water.averageMl)}ml, 가장 많이 ${n(water.highestMl)}ml (${water.days}일 기록)` : none,
    sleep: sleep
      ? `평균 ${n(sleep.averageHours)}시간, 가장 길게 ${n(sleep.longestHours)}시간, 낮잠 하루 ${n(sleep.averageNaps)}번 (${sleep.days}일 기록)`
      : none,
    childMeal:
      childMeal === null
        ? none
        : childMeal.kind === 'NOT_YET'
          ? '6개월이 지나면 기록해요'
          : `하루 평균 ${n(childMeal.averageTimes)}끼 · ${tally(childMeal.amounts, AMOUNTS)}`,
    parentMeal: parentMeal ? `하루 평균 ${n(parentMeal.averageTimes)}끼 (${parentMeal.days}일 기록)` : none,
    illness: illness
      ? [
          `${illness.days}일 아팠어요`,
          illness.highestTemperature === null ? null : `가장 높은 체온 ${n(illness.highestTemperature)}℃`,
          tally(illness.symptoms, SYMPTOMS),
        ]
          .filter(Boolean)
          .join(' · ')
      : '아팠던 날 기록이 없어요',
    mood: mood ? tally(mood.moods, MOODS) : none,
    breastfeeding: breastfeeding
      ? [
          `하루 평균 ${n(breastfeeding.averageTimes)}번 수유`,
          breastfeeding.averageMinutes === null ? null : `한 번에 ${n(breastfeeding.averageMinutes)}분`,
          breastfeeding.averageFormulaMl === null ? null : `분유 ${n(breastfeeding.averageFormulaMl)}ml`,
        ]
          .filter(Boolean)
          .join(', ')
      : none,
  };
}

/**
 * One measurement in words (decision 0075): '키 76cm (상위 12% · 보통 범위) · 몸무게 9.6kg (…) · 머리둘레
 * 46cm', each value with where the child stands when it has a percentile. Head circumference has one
 * since WHO's head table is converted (decisions 0076, 0080); a report made before has none.
 */
export function growthWords(m: ReportContent['growth'][number]): string {
  const part = (name: string, field: MeasureField, value: number | null, unit: string, percentile: number | null | undefined) =>
    value === null ? null : `${name} ${value}${unit}${percentile == null ? '' : ` (${koreanStanding(field, percentile)})`}`;
  return [
    part('키', 'heightCm', m.heightCm, 'cm', m.heightPercentile),
    part('몸무게', 'weightKg', m.weightKg, 'kg', m.weightPercentile),
    part('머리둘레', 'headCm', m.headCm, 'cm', m.headPercentile),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "21일 → 20일 (-1)" lines of the change from the month before; none without a report before. */
export function changeSentences(content: ReportContent): string[] {
  const before = content.previous;
  if (!before) return [];
  const line = (name: string, now: number | null, then: number | null, unit: string) => {
    if (now === null || then === null) return `${name}: —`;
    const d = Math.round((now - then) * 10) / 10;
    return `${name}: ${n(then)}${unit} → ${n(now)}${unit} (${d > 0 ? '+' : ''}${n(d)})`;
  };
  return [
    line('일기 쓴 날', content.daysWritten, before.daysWritten, '일'),
    line('하루 물', content.areas.water?.averageMl ?? null, before.averageWaterMl, 'ml'),
    line('하루 잠', content.areas.sleep?.averageHours ?? null, before.averageSleepHours, '시간'),
    line('아팠던 날', content.areas.illness?.days ?? 0, before.illnessDays, '일'),
  ];
}

/** The month's daily log in one sentence (decision 0098), or null when nothing was logged. */
export function careLogSentence(careLog: ReportContent['careLog']): string | null {
  if (!careLog) return null;
  const { daysLogged, feedingsPerDay, bottleMlPerDay, sleepHoursPerDay, diapersPerDay } = careLog;
  return `기록한 날 하루 평균 수유 ${n(feedingsPerDay)}번, 젖병 ${n(bottleMlPerDay)}ml, 수면 ${n(sleepHoursPerDay)}시간, 기저귀 ${n(diapersPerDay)}번 (${daysLogged}일 기록)`;
}
