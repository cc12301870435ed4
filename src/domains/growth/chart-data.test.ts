import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../contract/growth-api.ts';
import { whoLms } from '../../contract/growth/who-lms.ts';
import { chartData, DAYS_PER_MONTH } from './chart-data.ts';

// Decision 0015: the chart shows the WHO P3-P97 lines for the child's sex over its age range and its points.
const m = (ageInDays: number, weightKg: number | null, heightCm: number | null = null): Measurement => ({
  id: ageInDays,
  date: '2026-01-01',
  ageInDays,
  heightCm,
  weightKg,
  headCm: null,
  heightZ: null,
  heightPercentile: null,
  weightZ: null,
  weightPercentile: null,
  headZ: null,
  headPercentile: null,
});

describe('chartData', () => {
  it('spans birth to a little past today, at least three months, with the five WHO lines in order', () => {
    const data = chartData({ indicator: 'weight', sex: 'FEMALE', ageToday: 10, measurements: [], lookup: whoLms });
    expect(data.months[0]).toBe(0);
    expect(data.months.at(-1)).toBeCloseTo(92 / DAYS_PER_MONTH, 10);
    expect(data.bands).toHaveLength(5);
    for (let i = 0; i < data.months.length; i++) {
      const column = data.bands.map((band) => band[i] ?? 0);
      expect([...column].sort((a, b) => a - b)).toEqual(column);
    }
    // Day 0, girls: WHO P50 3.232 kg.
    expect(data.bands[2]?.[0]).toBeCloseTo(3.2322, 4);
    expect(data.child.every((v) => v === null)).toBe(true);
  });

  it('places each measurement at its exact age and skips those without a value for the indicator', () => {
    const data = chartData({ indicator: 'height', sex: 'MALE', ageToday: 400, measurements: [m(400, 10, 78), m(33, 4.5), m(0, 3.4, 50.1)], lookup: whoLms });
    const at = (day: number) => data.child[data.months.findIndex((x) => Math.abs(x - day / DAYS_PER_MONTH) < 1e-9)];
    expect(at(0)).toBe(50.1);
    expect(at(400)).toBe(78);
    expect(data.charted).toBe(2);
    expect(data.child.filter((v) => v !== null)).toEqual([50.1, 78]);
    expect(data.months.at(-1)).toBeCloseTo(415 / DAYS_PER_MONTH, 10);
  });

  it('draws head circumference only with its table (decision 0076)', () => {
    const head = { ...m(30, null), headCm: 37 };
    expect(
      chartData({ indicator: 'head', sex: 'FEMALE', ageToday: 30, measurements: [head], lookup: (i, s, d) => (i === 'head' ? null : whoLms(i, s, d)) }).months,
    ).toEqual([]);
    // A synthetic head table (made-up L 1, M 40 cm, S 0.03), not WHO's.
    const data = chartData({ indicator: 'head', sex: 'FEMALE', ageToday: 30, measurements: [head, m(0, 3.2)], lookup: () => ({ L: 1, M: 40, S: 0.03 }) });
    expect(data.bands[2]?.[0]).toBe(40);
    expect(data.child.filter((v) => v !== null)).toEqual([37]);
  });

  it('stops at 1856 days and counts the measurements beyond', () => {
    const data = chartData({ indicator: 'weight', sex: 'MALE', ageToday: 2200, measurements: [m(2100, 20), m(1800, 18)], lookup: whoLms });
    expect(data.months.at(-1)).toBeCloseTo(1856 / DAYS_PER_MONTH, 10);
    expect(data.charted).toBe(1);
    expect(data.beyondStandard).toBe(1);
    expect(data.months.length).toBeLessThan(200);
  });
});
