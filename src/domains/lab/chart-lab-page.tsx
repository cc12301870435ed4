import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType } from 'react';
import type { Sex } from '../../contract/child.ts';
import type { Measurement } from '../../contract/growth-api.ts';
import type { GrowthIndicator } from '../../contract/growth/measures.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { LabFrame } from './lab-frame.tsx';
import * as css from './lab.css.ts';
import { SAMPLE_CHILD, SAMPLE_MEASUREMENTS } from './sample-measurements.ts';
import './catalog.ts';

/** The growth domain's chart, handed in by the route (a domain never imports another). */
export type GrowthChartProps = { indicator: GrowthIndicator; sex: Sex; nickname: string; ageToday: number; measurements: readonly Measurement[] };

/** /test/chart-test: the product's uPlot charts with sample measurements, and the data as a table. */
export function ChartLabPage({ GrowthChart }: { GrowthChart: ComponentType<GrowthChartProps> }) {
  const { t } = useLingui();
  const charts: { indicator: GrowthIndicator; title: string }[] = [
    { indicator: 'weight', title: t`Weight-for-age (growth chart)` },
    { indicator: 'height', title: t`Length/height-for-age (growth chart)` },
  ];
  return (
    <LabFrame
      path="/test/chart-test"
      title={t`Chart test`}
      intro={t`The growth chart of the child page (uPlot, WHO lines) drawn with a sample girl's first year.`}
    >
      {charts.map((chart) => (
        <section key={chart.indicator} className={css.section} aria-label={chart.title}>
          <h2 className={css.sectionTitle}>{chart.title}</h2>
          <Suspense fallback={<Spinner />}>
            <GrowthChart
              indicator={chart.indicator}
              sex={SAMPLE_CHILD.sex}
              nickname={SAMPLE_CHILD.nickname}
              ageToday={SAMPLE_CHILD.ageToday}
              measurements={SAMPLE_MEASUREMENTS}
            />
          </Suspense>
        </section>
      ))}
      <section className={css.section}>
        <h2 className={css.sectionTitle}>
          <Trans>Sample measurements</Trans>
        </h2>
        <table className={css.table}>
          <caption className={css.intro}>
            <Trans>The sample data the charts draw, for screen readers and for checking the points.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.headFirstCell}>
                <Trans>Date</Trans>
              </th>
              <th scope="col" className={css.headCell}>
                <Trans>Age (days)</Trans>
              </th>
              <th scope="col" className={css.headCell}>
                <Trans>Height (cm)</Trans>
              </th>
              <th scope="col" className={css.headCell}>
                <Trans>Weight (kg)</Trans>
              </th>
              <th scope="col" className={css.headCell}>
                <Trans>Head (cm)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_MEASUREMENTS.map((m) => (
              <tr key={m.id}>
                <th scope="row" className={css.firstCell}>
                  {m.date}
                </th>
                <td className={css.cell}>{m.ageInDays}</td>
                <td className={css.cell}>{m.heightCm?.toFixed(1)}</td>
                <td className={css.cell}>{m.weightKg?.toFixed(2)}</td>
                <td className={css.cell}>{m.headCm?.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </LabFrame>
  );
}
