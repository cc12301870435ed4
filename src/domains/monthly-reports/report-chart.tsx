/**
 * One chart of a monthly report (uPlot in its own lazy chunk, as the growth and dashboard charts;
 * decision 0067): the month's days on x, one series of bars-like points joined by a line; a day not
 * recorded is a gap. The canvas is an image with a summary label; the same numbers are in the table
 * the report page shows beside it (ReportChartTable).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeColor } from '../../components/chart/theme-color.ts';
import { vars } from '../../styles/theme.css.ts';
import * as css from './monthly-reports.css.ts';

type Props = { days: readonly string[]; values: readonly (number | null)[]; label: string; format: (n: number) => string };

const HEIGHT = 200;

export default function ReportChart({ days, values, label, format }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = themeColor(vars.color.textMuted);
    const grid = themeColor(vars.color.border);
    const line = themeColor(vars.color.brandStrong);
    const font = `12px ${getComputedStyle(document.body).fontFamily}`;
    const axis: uPlot.Axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max * 1.1)] } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          { ...axis, incrs: [1, 2, 5, 7, 10], values: (_u, splits) => splits.map((i) => (days[i] ? String(Number(days[i]?.slice(8))) : '')) },
          { ...axis, size: 56, values: (_u, splits) => splits.map((n) => format(n)) },
        ],
        series: [{}, { label, stroke: line, width: 2, spanGaps: false, points: { show: true, size: 6, fill: line } }],
      },
      [days.map((_, i) => i), values.map((v) => v)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, values, label, format]);
  return <div ref={box} className={css.chartBox} role="img" aria-label={label} />;
}
