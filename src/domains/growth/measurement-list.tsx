import { Trans, useLingui } from '@lingui/react/macro';
import type { Measurement } from '../../contract/growth-api.ts';
import { WHO_LAST_DAY } from '../../contract/growth/measures.ts';
import { ageBetweenDays } from '../../contract/calendar/age.ts';
import { dayNumberOfIso } from '../../contract/calendar/days.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import * as css from './growth.css.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

type Props = { measurements: readonly Measurement[]; birthDay: number; onEdit: (m: Measurement) => void; onDelete: (m: Measurement) => void };

/** The measurements, newest first, each value with its WHO percentile and z-score: the chart's text alternative. */
export function MeasurementList({ measurements, birthDay, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const number = (n: number, min: number, max = min) => formatNumber(n, min, max);
  const age = (m: Measurement) => {
    if (m.ageInDays < 31) {
      const days = m.ageInDays;
      return t`${days} days old`;
    }
    const { months, days } = ageBetweenDays(birthDay, dayNumberOfIso(m.date)) ?? { months: 0, days: 0 };
    return t`${months} months ${days} days`;
  };
  const score = (percentile: number | null, z: number | null) => {
    if (percentile == null || z == null) return '';
    const p = number(percentile, 1);
    const zText = number(z, 2);
    return ` · ${t`percentile ${p} (z ${zText})`}`;
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
                  {score(m.heightPercentile, m.heightZ)}
                </li>
              ) : null}
              {weight != null ? (
                <li>
                  {t`Weight ${weight}kg`}
                  {score(m.weightPercentile, m.weightZ)}
                </li>
              ) : null}
              {head != null ? <li>{t`Head circumference ${head}cm`}</li> : null}
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
