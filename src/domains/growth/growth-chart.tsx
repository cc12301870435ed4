/**
 * The growth chart (uPlot), loaded lazily with its own chunk: the WHO P3-P97 lines and bands for the
 * child's sex over its age range, and the child's measurements. The list beside it is its text
 * alternative; the canvas carries a summary label.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Sex } from '../../contract/child.ts';
import type { Measurement } from '../../contract/growth-api.ts';
import type { GrowthIndicator } from '../../contract/growth/measures.ts';
import { themeColor } from '../../components/chart/theme-color.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { vars } from '../../styles/theme.css.ts';
import { chartData } from './chart-data.ts';
import * as css from './growth.css.ts';
import { useWhoLms } from './who-data.ts';
import './catalog.ts';

type Props = { indicator: GrowthIndicator; sex: Sex; nickname: string; ageToday: number; measurements: readonly Measurement[] };

export default function GrowthChart({ indicator, sex, nickname, ageToday, measurements }: Props) {
  const { t } = useLingui();
  const lookup = useWhoLms();
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo(() => (lookup ? chartData({ indicator, sex, ageToday, measurements, lookup }) : null), [lookup, indicator, sex, ageToday, measurements]);
  const unit = indicator === 'weight' ? 'kg' : 'cm';
  const childLabel = nickname;

  useEffect(() => {
    const el = box.current;
    if (!el || !data) return;
    const line = themeColor(vars.color.accent);
    const text = themeColor(vars.color.textMuted);
    const grid = themeColor(vars.color.border);
    const childColor = themeColor(vars.color.brandStrong);
    const font = `12px ${getComputedStyle(document.body).fontFamily}`;
    const axis = (label: string): uPlot.Axis => ({
      label,
      stroke: text,
      font,
      labelFont: `600 ${font}`,
      labelSize: 20,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    });
    const who = (label: string, width: number, dash?: number[]): uPlot.Series => ({ label, stroke: line, width, dash, points: { show: false } });
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 280,
        scales: { x: { time: false } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        axes: [
          { ...axis(t`Age (months)`), values: (_, splits) => splits.map((m) => `${Math.round(m * 10) / 10}`) },
          { ...axis(unit), size: 44 },
        ],
        series: [
          {},
          who('P3', 1, [4, 4]),
          who('P15', 1),
          who('P50', 2),
          who('P85', 1),
          who('P97', 1, [4, 4]),
          { label: childLabel, stroke: childColor, width: 2, spanGaps: true, points: { show: true, size: 8, fill: childColor, stroke: childColor } },
        ],
        bands: [
          { series: [5, 1], fill: themeColor(vars.color.accent, 0.1) },
          { series: [4, 2], fill: themeColor(vars.color.accent, 0.16) },
        ],
      },
      [data.months, ...data.bands, data.child],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 280 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, t, unit, childLabel]);

  if (!data)
    return (
      <div className={css.chartLoading}>
        <Spinner />
      </div>
    );
  const what = { weight: t`Weight-for-age`, height: t`Length/height-for-age`, head: t`Head circumference-for-age` }[indicator];
  const sexText = sex === 'MALE' ? t`boys` : t`girls`;
  const count = data.charted;
  return (
    <figure className={css.figure}>
      <div
        ref={box}
        className={css.chartBox}
        role="img"
        aria-label={t`${what}: WHO P3-P97 lines for ${sexText} and ${count} measurements of ${childLabel}, listed below.`}
      />
      <ul className={css.legend} aria-label={t`Legend`}>
        <li className={css.legendItem}>
          <span className={`${css.swatch} ${css.swatchChild}`} />
          {childLabel}
        </li>
        <li className={css.legendItem}>
          <span className={`${css.swatch} ${css.swatchMedian}`} />
          <Trans>P50 (median)</Trans>
        </li>
        <li className={css.legendItem}>
          <span className={`${css.swatch} ${css.swatchInner}`} />
          <Trans>P15-P85</Trans>
        </li>
        <li className={css.legendItem}>
          <span className={`${css.swatch} ${css.swatchOuter}`} />
          <Trans>P3-P97</Trans>
        </li>
      </ul>
      {data.beyondStandard > 0 ? (
        <figcaption className={css.note}>
          <Trans>No WHO percentile after 5 years of age.</Trans>
        </figcaption>
      ) : (
        <figcaption className={css.note}>
          <Trans>
            WHO Child Growth Standards, {sexText}. Age in months; {unit}.
          </Trans>
        </figcaption>
      )}
    </figure>
  );
}
