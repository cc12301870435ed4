import { useLingui } from '@lingui/react/macro';
import { useCareAreaLabels, useCareAreaValueLabels } from '../../components/care-area/care-area-labels.ts';
import { DIARY_AREAS, type DiaryArea } from '../../contract/diary.ts';
import type { ReportAreas as Areas, ReportCareLog } from '../../contract/reports.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** The tallies of a record's choices in words, most first, the ones never chosen left out: "좋아요 12일, 보통 3일". */
function tallyWords<K extends string>(counts: Partial<Record<K, number>>, words: Record<K, string>, unit: (n: number) => string): string {
  return (Object.entries(counts) as [K, number][])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${words[key]} ${unit(n)}`)
    .join(', ');
}

/** Each care area's month in words (SPEC §5's seven areas; decision 0067). */
function useAreaFigures(areas: Areas): Record<DiaryArea, string> {
  const { t } = useLingui();
  const values = useCareAreaValueLabels();
  const n = (x: number) => formatNumber(x, 0, 1);
  const daysUnit = (d: number) => t`${d} days`;
  const none = t`Not recorded this month`;
  const { water, sleep, childMeal, parentMeal, illness, mood, breastfeeding } = areas;
  const symptoms = illness ? tallyWords(illness.symptoms, values.symptom, daysUnit) : '';
  return {
    water: water ? t`${n(water.averageMl)} ml a day on average, most ${n(water.highestMl)} ml (${water.days} days)` : none,
    sleep: sleep
      ? t`${n(sleep.averageHours)} hours on average, longest ${n(sleep.longestHours)} hours, ${n(sleep.averageNaps)} naps a day (${sleep.days} days)`
      : none,
    childMeal:
      childMeal === null
        ? none
        : childMeal.kind === 'NOT_YET'
          ? t`Recorded once the child is past 6 months`
          : t`${n(childMeal.averageTimes)} meals a day on average; ${tallyWords(childMeal.amounts, values.amount, daysUnit)}`,
    parentMeal: parentMeal ? t`${n(parentMeal.averageTimes)} meals a day on average (${parentMeal.days} days)` : none,
    illness: illness
      ? illness.highestTemperature === null
        ? t`Unwell on ${illness.days} days; ${symptoms}`
        : t`Unwell on ${illness.days} days, highest ${n(illness.highestTemperature)} °C; ${symptoms}`
      : t`No day unwell recorded`,
    mood: mood ? tallyWords(mood.moods, values.mood, daysUnit) : none,
    breastfeeding: breastfeeding
      ? [
          t`${n(breastfeeding.averageTimes)} feeds a day on average`,
          breastfeeding.averageMinutes === null ? null : t`${n(breastfeeding.averageMinutes)} minutes each`,
          breastfeeding.averageFormulaMl === null ? null : t`formula ${n(breastfeeding.averageFormulaMl)} ml`,
        ]
          .filter(Boolean)
          .join(', ')
      : none,
  };
}

/** The month's one-tap daily log (decision 0098) per logged day, in words. */
function useCareLogFigure(careLog: ReportCareLog | null | undefined): string | null {
  const { t } = useLingui();
  if (!careLog) return null;
  const n = (x: number) => formatNumber(x, 0, 1);
  const { daysLogged, feedingsPerDay, bottleMlPerDay, sleepHoursPerDay, diapersPerDay } = careLog;
  return t`On logged days: ${n(feedingsPerDay)} feedings, ${n(bottleMlPerDay)} ml from bottles, ${n(sleepHoursPerDay)} hours of sleep and ${n(diapersPerDay)} diapers a day (${daysLogged} days)`;
}

export function ReportAreas({ areas, careLog }: { areas: Areas; careLog?: ReportCareLog | null }) {
  const { t } = useLingui();
  const names = useCareAreaLabels();
  const figures = useAreaFigures(areas);
  const logged = useCareLogFigure(careLog);
  return (
    <section className={css.offer} aria-labelledby="report-areas">
      <h3 id="report-areas">{t`Care records`}</h3>
      <ul className={css.areas}>
        {DIARY_AREAS.map((area) => (
          <li key={area} className={css.area}>
            <span className={css.areaName}>{names[area]}</span>
            <span className={css.areaFigure}>{figures[area]}</span>
          </li>
        ))}
        {logged ? (
          <li className={css.area}>
            <span className={css.areaName}>{t`Daily log`}</span>
            <span className={css.areaFigure}>{logged}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
