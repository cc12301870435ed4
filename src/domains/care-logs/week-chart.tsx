import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dayNumberOfIso, isoOfDay } from '../../contract/calendar/days.ts';
import type { CareLogDayTotals } from '../../contract/care-logs.ts';
import * as chart from '../../components/chart/chart.css.ts';
import * as page from '../../components/page/page.css.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { vars } from '../../styles/theme.css.ts';
import { careLogSummaryQuery } from './care-log-queries.ts';
import { durationText } from './care-log-words.ts';
import * as css from './care-logs.css.ts';
import './catalog.ts';

const DayChart = lazy(() => import('../../components/chart/day-chart.tsx'));

/** M/D under each day. */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8))}`;

/** Its children (a chart) drawn once it comes within a screen of the viewport; until then their room. */
function WhenNear({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return <div ref={box}>{seen ? children : <div className={chart.chartBox} />}</div>;
}

/**
 * The seven days to `to` (decision 0098): feedings and diapers, and the hours slept, as uPlot charts
 * and, for every reader, the same numbers as a table.
 */
export function WeekChart({ childId, to }: { childId: number; to: string }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const from = isoOfDay(dayNumberOfIso(to) - 6);
  const summary = useQuery(careLogSummaryQuery(childId, from, to));
  const data = summary.data;
  const days: readonly CareLogDayTotals[] = useMemo(() => data ?? [], [data]);
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const counts = useMemo(
    () => [
      { label: t`Feedings`, values: days.map((d) => d.feedings), color: vars.color.brandStrong },
      { label: t`Diapers`, values: days.map((d) => d.diapers), color: vars.color.textMuted, dash: [6, 4] },
    ],
    [days, t],
  );
  const sleep = useMemo(() => [{ label: t`Sleep (hours)`, values: days.map((d) => Math.round(d.sleepMinutes / 6) / 10), color: vars.color.brand }], [days, t]);
  const whole = useCallback((n: number) => formatNumber(n, 0, 0), []);
  const hours = useCallback((n: number) => formatNumber(n, 0, 1), []);
  if (summary.isPending) return <p className={page.muted} role="status">{t`Loading the week…`}</p>;
  if (summary.isError) return <p role="alert">{errorText(summary.error)}</p>;
  return (
    <>
      <figure style={{ margin: 0 }}>
        <figcaption className={page.muted}>{t`Feedings (solid) and diapers (dashed) a day`}</figcaption>
        <Suspense fallback={<div className={chart.chartBox} />}>
          <WhenNear>
            <DayChart days={dates} series={counts} label={t`Feedings and diapers over the week`} format={whole} whole dayLabel={monthDay} />
          </WhenNear>
        </Suspense>
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption className={page.muted}>{t`Hours slept a day`}</figcaption>
        <Suspense fallback={<div className={chart.chartBox} />}>
          <WhenNear>
            <DayChart days={dates} series={sleep} label={t`Sleep over the week`} format={hours} dayLabel={monthDay} />
          </WhenNear>
        </Suspense>
      </figure>
      <details>
        <summary>{t`See as a table`}</summary>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              <th scope="col">{t`Feedings`}</th>
              <th scope="col">{t`Bottles`}</th>
              <th scope="col">{t`Sleep`}</th>
              <th scope="col">{t`Diapers`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{monthDay(d.date)}</th>
                <td>{d.feedings}</td>
                <td>{`${d.bottleMl}ml`}</td>
                <td>{durationText(i18n, d.sleepMinutes)}</td>
                <td>{d.diapers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
