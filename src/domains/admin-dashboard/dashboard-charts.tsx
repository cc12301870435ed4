import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import type { Dashboard } from '../../contract/admin-dashboard-api.ts';
import { ORDERABLE_TYPES } from '../../contract/limits.ts';
import { vars } from '../../styles/theme.css.ts';
import type { DaySeries } from '../../components/chart/day-chart.tsx';
import * as chart from '../../components/chart/chart.css.ts';
import * as css from './dashboard.css.ts';
import { TYPE_SERIES } from './dashboard-labels.ts';
import { ListLink } from './list-link.tsx';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

// uPlot is loaded with the first chart, in its own chunk (like the growth chart).
const DayChart = lazy(() => import('../../components/chart/day-chart.tsx'));

const count = (n: number) => formatNumber(n);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function Chart(props: { days: readonly string[]; series: readonly DaySeries[]; label: string; format: (n: number) => string; whole?: boolean }) {
  return (
    <Suspense
      fallback={
        <div className={chart.chartBox}>
          <Spinner />
        </div>
      }
    >
      <DayChart {...props} />
    </Suspense>
  );
}

/** The dashboard's three charts (decision 0044); each heading's number links to the range's list. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useLingui();
  const { from, to } = data;
  const days = useMemo(() => data.days.map((d) => d.day), [data]);
  const joined = useMemo(() => data.days.map((d) => d.newMembers), [data]);
  const writers = useMemo(() => data.days.map((d) => d.diaryWriters), [data]);
  const revenue = useMemo(
    () =>
      ORDERABLE_TYPES.map((type) => ({ type, ...TYPE_SERIES[type], label: i18n._(TYPE_SERIES[type].label), values: data.days.map((d) => d.revenue[type]) })),
    [data, i18n],
  );
  const joinedSeries = useMemo(() => [{ label: t`New members`, values: joined, color: vars.color.brandStrong }], [joined, t]);
  const writerSeries = useMemo(() => [{ label: t`Diary writers`, values: writers, color: vars.color.accent }], [writers, t]);
  const plain = useCallback((n: number) => count(n), []);
  const compact = useMemo(() => new Intl.NumberFormat(i18n.locale, { notation: 'compact' }), [i18n.locale]);
  const won = useCallback((n: number) => compact.format(n), [compact]);
  const joinedTotal = sum(joined);
  const tableNote = t`The numbers are in the table of the page.`;
  return (
    <div className={css.charts}>
      <figure className={css.figure}>
        <figcaption className={css.figureHead}>
          <h2 className={css.figureTitle}>
            <Trans>New members per day</Trans>
          </h2>
          <ListLink path="/admin/member" params={{ from, to }}>
            <Trans>{count(joinedTotal)} in total</Trans>
          </ListLink>
        </figcaption>
        <Chart days={days} series={joinedSeries} format={plain} whole label={t`Line chart of new members per day from ${from} to ${to}. ${tableNote}`} />
      </figure>
      <figure className={css.figure}>
        <figcaption className={css.figureHead}>
          <h2 className={css.figureTitle}>
            <Trans>Diary writers per day</Trans>
          </h2>
          <ListLink path="/admin/parent-diary/diary" params={{ from, to }}>
            <Trans>Diary list</Trans>
          </ListLink>
        </figcaption>
        <Chart
          days={days}
          series={writerSeries}
          format={plain}
          whole
          label={t`Line chart of members who wrote a diary entry per day from ${from} to ${to}. ${tableNote}`}
        />
      </figure>
      <figure className={`${css.figure} ${css.wide}`}>
        <figcaption className={css.figureHead}>
          <h2 className={css.figureTitle}>
            <Trans>Net revenue by type per day ordered (paid minus all refunds, won)</Trans>
          </h2>
        </figcaption>
        <Chart days={days} series={revenue} format={won} label={t`Line chart of revenue per day by orderable type from ${from} to ${to}. ${tableNote}`} />
        <ul className={css.legend} aria-label={t`Legend and totals`}>
          {revenue.map((s) => {
            const total = sum(s.values);
            const label = s.label;
            return (
              <li key={s.type} className={css.legendItem}>
                <span className={css.swatch} style={{ background: s.color }} />
                <ListLink path="/admin/payment" params={{ type: s.type, from, to }}>
                  {label} {count(total)}
                </ListLink>
              </li>
            );
          })}
        </ul>
      </figure>
    </div>
  );
}
