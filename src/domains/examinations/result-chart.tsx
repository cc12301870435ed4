import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import * as page from '../../components/page/page.css.ts';
import { chartBox } from '../../components/chart/chart.css.ts';
import type { MemberExamination } from '../../contract/examinations.ts';
import { vars } from '../../styles/theme.css.ts';
import { BAND_LABELS, DOMAIN_LABELS } from './examination-labels.ts';
import { bandOf } from './result-band.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';

const DayChart = lazy(() => import('../../components/chart/day-chart.tsx'));

/**
 * The developmental age per domain against the child's age when the result was registered (uPlot, as
 * the other charts), with the same numbers as a table and each domain's band in words; a guide, not a diagnosis.
 */
export function ResultChart({ examination: e }: { examination: MemberExamination }) {
  const { t, i18n } = useLingui();
  const results = useMemo(() => e.results ?? [], [e.results]);
  const age = e.ageMonthsAtResult;
  const labels = useMemo(() => results.map((r) => i18n._(DOMAIN_LABELS[r.domain])), [results, i18n]);
  const series = useMemo(
    () => [
      { label: t`Developmental age`, values: results.map((r) => r.months), color: vars.color.brandStrong },
      ...(age === null ? [] : [{ label: t`Age`, values: results.map(() => age), color: vars.color.textMuted, dash: [6, 4] }]),
    ],
    [results, age, t],
  );
  if (results.length === 0)
    return (
      <section className={css.card}>
        <p className={css.words}>
          <Trans>The results per area are not registered yet.</Trans>
        </p>
      </section>
    );
  return (
    <section className={css.card} aria-labelledby="kcdi-chart">
      <h2 id="kcdi-chart" className={page.sectionTitle}>
        {t`${e.child.nickname}'s developmental age by area`}
      </h2>
      <Suspense fallback={<div className={chartBox} />}>
        <DayChart
          days={labels}
          series={series}
          dayLabel={(label) => label}
          whole
          format={(n) => t`${n} mo`}
          label={t`Developmental age in months per area, beside the age of ${age ?? '?'} months. The same numbers are in the table below.`}
        />
      </Suspense>
      <table className={css.table}>
        <caption className={css.meta}>{age === null ? null : t`Age at the test: ${age} months`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Area`}</th>
            <th scope="col">{t`Developmental age`}</th>
            <th scope="col">{t`Band`}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.domain}>
              <th scope="row">{i18n._(DOMAIN_LABELS[r.domain])}</th>
              <td>{t`${r.months} months`}</td>
              <td>{i18n._(BAND_LABELS[bandOf(r.months, age)])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={css.meta}>
        <Trans>The band is a guide from the ratio of developmental age to age, not a diagnosis; the publisher's report below is the result.</Trans>
      </p>
    </section>
  );
}
