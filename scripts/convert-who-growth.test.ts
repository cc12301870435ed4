import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convert, describeTables, LAST_DAY, parseTable, selectTables } from './convert-who-growth.ts';

// Decision 0076: head-circumference-for-age comes in when both of its CSVs are in the folder, and is
// left out with a note otherwise; weight and height are required. The CSVs below are synthetic (made
// up by formula, with WHO's columns), never WHO's figures.
const REQUIRED = ['weight_percentile_boys.csv', 'weight_percentile_girls.csv', 'height_percentile_boys.csv', 'height_percentile_girls.csv'];
const HEAD = ['head_circumference_percentile_boys.csv', 'head_circumference_percentile_girls.csv'];
const COLUMNS = ['L', 'M', 'S', 'P01', 'P1', 'P3', 'P5', 'P10', 'P15', 'P25', 'P50', 'P75', 'P85', 'P90', 'P95', 'P97', 'P99', 'P999'];

/** A table in WHO's layout: L 1, M rising from `start` by 0.001 a day, S 0.03 plus 0.00001 a day. */
function syntheticCsv(first: 'Day' | 'Age', start: number, lastDay = LAST_DAY): string {
  const lines = [[first, ...COLUMNS].join(',')];
  for (let day = 0; day <= lastDay; day += 1) {
    const m = start + day / 1000;
    const s = 0.03 + day / 100_000;
    lines.push([day, 1, m.toFixed(4), s.toFixed(5), ...COLUMNS.slice(3).map(() => m.toFixed(3))].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const dirs: string[] = [];
function folderWith(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'who-convert-'));
  dirs.push(dir);
  for (const file of files) writeFileSync(join(dir, file), syntheticCsv(file.startsWith('weight') ? 'Age' : 'Day', file.startsWith('head') ? 34 : 50));
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The decoded M series of one generated table (the deltas summed, over the scale). */
function medians(data: string, key: string): number[] {
  const deltas = new RegExp(`  ${key}: \\{\\n    L: \\[[^\\]]*\\],\\n    M: \\[([^\\]]*)\\]`).exec(data)?.[1] ?? '';
  let sum = 0;
  return deltas.split(',').map((delta) => {
    sum += Number(delta);
    return Math.round(sum) / 1e4;
  });
}

describe('selectTables', () => {
  const has = (files: readonly string[]) => (file: string) => files.includes(file);
  it('takes head circumference when both of its files are there', () => {
    const { tables, notes } = selectTables(has([...REQUIRED, ...HEAD]));
    expect(tables.map((t) => `${t.indicator}_${t.sex}`)).toEqual(['weight_MALE', 'weight_FEMALE', 'height_MALE', 'height_FEMALE', 'head_MALE', 'head_FEMALE']);
    expect(notes).toEqual([]);
  });
  it('leaves head out with a note naming what is missing, also when one sex is there', () => {
    const without = selectTables(has(REQUIRED));
    expect(without.tables.map((t) => t.indicator)).toEqual(['weight', 'weight', 'height', 'height']);
    expect(without.notes).toHaveLength(1);
    expect(without.notes[0]).toContain(HEAD.join(' and '));
    const half = selectTables(has([...REQUIRED, HEAD[0] ?? '']));
    expect(half.tables.some((t) => t.indicator === 'head')).toBe(false);
    expect(half.notes[0]).toContain(HEAD[1]);
    expect(half.notes[0]).not.toContain(HEAD[0]);
  });
  it('requires weight and height', () => {
    expect(() => selectTables(has(REQUIRED.slice(1)))).toThrow('missing weight_percentile_boys.csv');
  });
  it('names the indicators for the generated header', () => {
    expect(describeTables(selectTables(has(REQUIRED)).tables)).toBe('weight-for-age and length/height-for-age');
    expect(describeTables(selectTables(has([...REQUIRED, ...HEAD])).tables)).toBe('weight-for-age, length/height-for-age and head-circumference-for-age');
  });
});

describe('parseTable', () => {
  it('reads `Day` or `Age` as the day, with every column by name', () => {
    const rows = parseTable(syntheticCsv('Day', 34));
    expect(rows).toHaveLength(LAST_DAY + 1);
    expect(rows[1]).toMatchObject({ day: 1, L: 1, M: 34.001, S: 0.03001, P50: 34.001 });
    expect(parseTable(syntheticCsv('Age', 3))[LAST_DAY]?.day).toBe(LAST_DAY);
  });
  it('refuses a table that stops before day 1856', () => {
    expect(() => parseTable(syntheticCsv('Day', 34, LAST_DAY - 1))).toThrow(`expected days 0-${LAST_DAY}`);
  });
});

describe('convert', () => {
  it('writes the head tables and their samples when both CSVs are in the folder', () => {
    const { data, samples, notes } = convert(folderWith([...REQUIRED, ...HEAD]), '2026-12-04');
    expect(notes).toEqual([]);
    expect(data).toContain('weight-for-age, length/height-for-age and head-circumference-for-age, boys and girls');
    for (const key of ['head_MALE', 'head_FEMALE']) {
      const m = medians(data, key);
      expect(m).toHaveLength(LAST_DAY + 1);
      expect([m[0], m[1000], m[LAST_DAY]]).toEqual([34, 35, 35.856]);
      expect(samples).toContain(`  ${key}: [\n    [0,1,34,0.03,`);
    }
  });
  it('writes weight and height alone, as before, without the head CSVs', () => {
    const { data, samples, notes } = convert(folderWith(REQUIRED), '2026-12-04');
    expect(notes).toHaveLength(1);
    expect(data).not.toContain('head');
    expect(samples).not.toContain('head');
    expect(data).toContain(' * weight-for-age and length/height-for-age, boys and girls, days 0-1856\n');
    expect(medians(data, 'height_MALE').at(-1)).toBe(51.856);
  });
});
