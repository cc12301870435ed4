import { Trans, useLingui } from '@lingui/react/macro';
import type { Measurement } from '../../contract/growth-api.ts';
import { WHO_LAST_DAY, type MeasureField } from '../../contract/growth/measures.ts';
import { standingOf } from '../../contract/growth/standing.ts';
import { ageBetweenDays, ageDisplay } from '../../contract/calendar/age.ts';
import { dayNumberOfIso } from '../../contract/calendar/days.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import * as css from './growth.css.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

type Props = { measurements: readonly Measurement[]; birthDay: number; onEdit: (m: Measurement) => void; onDelete: (m: Measurement) => void };

/** The measurements, newest first, each value with where it stands in the WHO standard: the chart's text alternative. */
export function MeasurementList({ measurements, birthDay, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const number = (n: number, min: number, max = min) => formatNumber(n, min, max);
  // The app's one age rule (SPEC §4, decision 0075): days in the first month, then months and days, then years.
  const age = (m: Measurement) => {
    const exact = ageBetweenDays(birthDay, dayNumberOfIso(m.date));
    const display = exact ? ageDisplay(exact) : { kind: 'days' as const, days: 0 };
    if (display.kind === 'days') {
      const days = display.days;
      return t`${days} days old`;
    }
    if (display.kind === 'monthsDays') {
      const { months, days } = display;
      return t`${months} months ${days} days`;
    }
    const years = display.years;
    return t`${years} years old`;
  };
  // Decision 0075: where the child stands among 100 children, not a percentile and a z-score.
  const score = (field: MeasureField, percentile: number | null) => {
    if (percentile == null) return '';
    const { side, share, band } = standingOf(percentile);
    const rank = side === 'top' ? t`top ${share}%` : t`bottom ${share}%`;
    const bands = {
      usual: t`usual range`,
      below: field === 'weightKg' ? t`on the light side` : t`on the small side`,
      above: field === 'weightKg' ? t`on the heavy side` : t`on the big side`,
    };
    return ` · ${rank} · ${bands[band]}`;
  };
  return (
    <ul className={css.list} aria-label={t`Measurements`}>
      {measurements.map((m) => {
        const date = formatKoreanDate(m.date);
        const height = m.heightCm == null ? null : number(m.heightCm, 1);
        const weight = m.weightKg == null ? null : number(m.weightKg, 1, 2);
        const head = m.headCm == null ? null : number(m.headCm, 1);
        return (
          <li key={m.id} className={css.item}>
            <div className={css.itemHead}>
              <span className={css.itemDate}>
                {date}
                <span className={css.itemAge}>{age(m)}</span>
              </span>
              <span className={css.itemActions}>
                <button type="button" className={css.linkButton} onClick={() => onEdit(m)} aria-label={t`Edit the measurement of ${date}`}>
                  <Trans>Edit</Trans>
                </button>
                <button type="button" className={css.dangerLink} onClick={() => onDelete(m)} aria-label={t`Delete the measurement of ${date}`}>
                  <Trans>Delete</Trans>
                </button>
              </span>
            </div>
            <ul className={css.itemValues}>
              {height != null ? (
                <li>
                  {t`Height ${height}cm`}
                  {score('heightCm', m.heightPercentile)}
                </li>
              ) : null}
              {weight != null ? (
                <li>
                  {t`Weight ${weight}kg`}
                  {score('weightKg', m.weightPercentile)}
                </li>
              ) : null}
              {head != null ? (
                <li>
                  {t`Head circumference ${head}cm`}
                  {score('headCm', m.headPercentile)}
                </li>
              ) : null}
              {m.ageInDays > WHO_LAST_DAY && (m.heightCm != null || m.weightKg != null) ? (
                <li className={css.itemNote}>
                  <Trans>No WHO percentile after 5 years of age.</Trans>
                </li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
