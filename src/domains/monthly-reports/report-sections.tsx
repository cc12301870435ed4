import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import type { ReportContent, ReportDay } from '../../contract/reports.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import * as chart from '../../components/chart/chart.css.ts';
import { vars } from '../../styles/theme.css.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';
import { standingOf } from '../../contract/growth/standing.ts';

const DayChart = lazy(() => import('../../components/chart/day-chart.tsx'));

/** A day of the month on the chart's x axis: '1', '15', '31'. */
const dayOfMonth = (day: string) => String(Number(day.slice(8)));

type Series = { key: 'waterMl' | 'sleepHours' | 'feeds'; title: string; unit: (n: string) => string };

/** The month's days as a chart and, for every reader, the same numbers as a table (decision 0067). */
export function ReportCharts({ days }: { days: readonly ReportDay[] }) {
  const { t } = useLingui();
  const series: Series[] = [
    { key: 'waterMl', title: t`Water by day`, unit: (n) => t`${n} ml` },
    { key: 'sleepHours', title: t`Sleep by day`, unit: (n) => t`${n} h` },
    { key: 'feeds', title: t`Feeds by day`, unit: (n) => t`${n} times` },
  ];
  const shown = series.filter((s) => days.some((d) => d[s.key] !== null));
  if (shown.length === 0) return null;
  return (
    <section className={css.offer} aria-labelledby="report-charts">
      <h3 id="report-charts">{t`Day by day`}</h3>
      {shown.map((s) => (
        <SeriesChart key={s.key} days={days} series={s} />
      ))}
    </section>
  );
}

function SeriesChart({ days, series }: { days: readonly ReportDay[]; series: Series }) {
  const { t } = useLingui();
  const id = useId();
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const lines = useMemo(
    () => [{ label: series.title, values: days.map((d) => d[series.key]), color: vars.color.brandStrong }],
    [days, series.key, series.title],
  );
  const recorded = days.filter((d) => d[series.key] !== null);
  const format = useCallback((n: number) => formatNumber(n, 0, 1), []);
  const title = series.title;
  const label = t`${title}: ${recorded.length} days recorded`;
  return (
    <figure className={css.offer} aria-labelledby={id} style={{ margin: 0 }}>
      <figcaption id={id}>{series.title}</figcaption>
      <Suspense fallback={<div className={chart.chartBox} />}>
        <DayChart days={dates} series={lines} label={label} format={format} dayLabel={dayOfMonth} />
      </Suspense>
      <details>
        <summary>{t`See as a table`}</summary>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{series.title}</th>
            </tr>
          </thead>
          <tbody>
            {recorded.map((d) => (
              <tr key={d.date}>
                <td>{formatKoreanDate(d.date)}</td>
                <td>{series.unit(formatNumber(d[series.key] ?? 0, 0, 1))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function ReportGrowth({ growth }: { growth: ReportContent['growth'] }) {
  const { t } = useLingui();
  const n = (x: number | null, unit: (s: string) => string) => (x === null ? '—' : unit(formatNumber(x, 0, 2)));
  // Decision 0075: where the child stands among 100 children, as on the growth page.
  const pct = (x: number | null) => {
    if (x === null) return '';
    const { side, share } = standingOf(x);
    return ` (${side === 'top' ? t`top ${share}%` : t`bottom ${share}%`})`;
  };
  return (
    <section className={css.offer} aria-labelledby="report-growth">
      <h3 id="report-growth">{t`Growth`}</h3>
      {growth.length === 0 ? (
        <p className={css.meta}>{t`No measurement this month. Measure on the child's page to see the WHO percentile here.`}</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Height`}</th>
              <th scope="col">{t`Weight`}</th>
              <th scope="col">{t`Head`}</th>
            </tr>
          </thead>
          <tbody>
            {growth.map((m) => (
              <tr key={m.date}>
                <td>{formatKoreanDate(m.date)}</td>
                <td>
                  {n(m.heightCm, (s) => t`${s} cm`)}
                  {pct(m.heightPercentile)}
                </td>
                <td>
                  {n(m.weightKg, (s) => t`${s} kg`)}
                  {pct(m.weightPercentile)}
                </td>
                <td>
                  {n(m.headCm, (s) => t`${s} cm`)}
                  {pct(m.headPercentile ?? null)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ReportSchedules({ schedules }: { schedules: ReportContent['schedules'] }) {
  const { t } = useLingui();
  const kind = (k: 'VACCINATION' | 'CHECKUP') => (k === 'VACCINATION' ? t`Vaccination` : t`Checkup`);
  return (
    <section className={css.offer} aria-labelledby="report-schedules">
      <h3 id="report-schedules">{t`Vaccinations and checkups`}</h3>
      <p className={css.meta}>{schedules.done.length === 0 ? t`None recorded this month.` : t`Done this month`}</p>
      {schedules.done.length > 0 ? (
        <ul className={css.change}>
          {schedules.done.map((s) => (
            <li key={`${s.kind}-${s.name}-${s.date}`}>
              {kind(s.kind)} · {s.name} · {formatKoreanDate(s.date)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={css.meta}>{schedules.dueNextMonth.length === 0 ? t`Nothing due next month.` : t`Due next month`}</p>
      {schedules.dueNextMonth.length > 0 ? (
        <ul className={css.change}>
          {schedules.dueNextMonth.map((s) => (
            <li key={`${s.kind}-${s.name}`}>
              {kind(s.kind)} · {s.name} · <Trans>from {formatKoreanDate(s.date)}</Trans>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** This month beside the month before: the change in words ("+2일"), none without a report before. */
export function ReportChange({ content }: { content: ReportContent }) {
  const { t } = useLingui();
  const before = content.previous;
  if (!before) return null;
  const diff = (now: number | null, then: number | null, unit: (s: string) => string) => {
    if (now === null || then === null) return '—';
    const d = Math.round((now - then) * 10) / 10;
    return `${unit(formatNumber(then, 0, 1))} → ${unit(formatNumber(now, 0, 1))} (${d > 0 ? '+' : ''}${formatNumber(d, 0, 1)})`;
  };
  const rows = [
    [t`Days written`, diff(content.daysWritten, before.daysWritten, (s) => t`${s} days`)],
    [t`Water a day`, diff(content.areas.water?.averageMl ?? null, before.averageWaterMl, (s) => t`${s} ml`)],
    [t`Sleep a day`, diff(content.areas.sleep?.averageHours ?? null, before.averageSleepHours, (s) => t`${s} h`)],
    [t`Days unwell`, diff(content.areas.illness?.days ?? 0, before.illnessDays, (s) => t`${s} days`)],
  ] as const;
  return (
    <section className={css.offer} aria-labelledby="report-change">
      <h3 id="report-change">{t`Compared with the month before`}</h3>
      <ul className={css.change}>
        {rows.map(([name, value]) => (
          <li key={name}>
            <span className={css.meta}>{name}</span> {value}
          </li>
        ))}
      </ul>
    </section>
  );
}
