/**
 * A per-day line chart (uPlot, loaded lazily in its own chunk like the growth chart): the Korea days
 * on x, one line per series, colours from the theme; a day without a value is a gap. The canvas is
 * an image with a summary label; the numbers are beside it as text (the dashboard's table, decision
 * 0044; the monthly report's tables, decision 0067).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeColor } from './theme-color.ts';
import { vars } from '../../styles/theme.css.ts';
import * as css from './chart.css.ts';

export type DaySeries = { label: string; values: readonly (number | null)[]; color: string; dash?: number[] };
type Props = {
  days: readonly string[];
  series: readonly DaySeries[];
  label: string;
  format: (n: number) => string;
  whole?: boolean;
  /** A day's tick on x; by default MM-DD. */
  dayLabel?: (day: string) => string;
};

const monthDay = (day: string) => day.slice(5);

/** Steps between ticks: whole days on x, whole counts on y for counts (never half a member). */
const WHOLE_STEPS = [1, 2, 5, 7, 10, 14, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const HEIGHT = 220;

export default function DayChart({ days, series, label, format, whole = false, dayLabel = monthDay }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = themeColor(vars.color.textMuted);
    const grid = themeColor(vars.color.border);
    const font = `12px ${getComputedStyle(document.body).fontFamily}`;
    const axis: uPlot.Axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            ...axis,
            incrs: WHOLE_STEPS,
            values: (_u, splits) =>
              splits.map((i) => {
                const day = days[i];
                return day ? dayLabel(day) : '';
              }),
          },
          { ...axis, size: 64, incrs: whole ? WHOLE_STEPS : undefined, values: (_u, splits) => splits.map((n) => format(n)) },
        ],
        series: [
          {},
          ...series.map((s): uPlot.Series => ({
            label: s.label,
            stroke: themeColor(s.color),
            width: 2,
            dash: s.dash,
            points: { show: days.length <= 31, size: 6, fill: themeColor(s.color) },
          })),
        ],
      },
      [days.map((_, i) => i), ...series.map((s) => [...s.values])],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, whole, dayLabel]);

  return <div ref={box} className={css.chartBox} role="img" aria-label={label} />;
}
