/**
 * `npm run who:convert`: converts the WHO Child Growth Standards daily tables in
 * ../shared/data/who-growth/*.csv (weight-for-age and length/height-for-age, boys and girls, days
 * 0-1856) into the project's own compact data:
 *
 * - src/contract/growth/who-lms-data.ts: L, M, S per day as scaled integers, delta-encoded (each
 *   value minus the previous day's), which gzips to ~6 KB instead of ~43 KB for plain decimals. The
 *   values are exact: the CSVs have at most 4 decimals for L and M and 5 for S.
 * - src/contract/growth/who-samples.ts: every 61st day, the first birthdays and the last day of each table with its P3, P15,
 *   P50, P85 and P97 columns, so that the unit tests check the maths against WHO's own figures on a
 *   checkout without ../shared.
 *
 * Head-circumference-for-age (decision 0076) is optional: its two tables are converted when both
 * `head_circumference_percentile_{boys,girls}.csv` are in the folder, and skipped with a note
 * otherwise; weight and height are required.
 *
 * Both files are generated: never edit them by hand, run this script again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { join } from 'node:path';

const SOURCE_DIR = '../shared/data/who-growth';
const DATA_OUT = 'src/contract/growth/who-lms-data.ts';
const SAMPLES_OUT = 'src/contract/growth/who-samples.ts';
export const LAST_DAY = 1856;
/** Scale of each parameter: the CSVs' decimals (L and M 4, S 5). */
export const SCALES = { L: 1e4, M: 1e4, S: 1e5 } as const;
const SAMPLE_STEP = 61;
const SAMPLE_DAYS = new Set([365, 730, 1095, LAST_DAY]);
const SAMPLE_COLUMNS = ['P3', 'P15', 'P50', 'P85', 'P97'] as const;

export type TableFile = { indicator: 'weight' | 'height' | 'head'; sex: 'MALE' | 'FEMALE'; file: string };

const REQUIRED_TABLES: readonly TableFile[] = [
  { indicator: 'weight', sex: 'MALE', file: 'weight_percentile_boys.csv' },
  { indicator: 'weight', sex: 'FEMALE', file: 'weight_percentile_girls.csv' },
  { indicator: 'height', sex: 'MALE', file: 'height_percentile_boys.csv' },
  { indicator: 'height', sex: 'FEMALE', file: 'height_percentile_girls.csv' },
];
/** Not in ../shared yet (decision 0076): converted once both files are there, with the same columns. */
const HEAD_TABLES: readonly TableFile[] = [
  { indicator: 'head', sex: 'MALE', file: 'head_circumference_percentile_boys.csv' },
  { indicator: 'head', sex: 'FEMALE', file: 'head_circumference_percentile_girls.csv' },
];
const INDICATOR_NAMES = { weight: 'weight-for-age', height: 'length/height-for-age', head: 'head-circumference-for-age' } as const;

/**
 * The tables to convert, given which files the folder has: weight and height must be there (an
 * error names the missing ones); head circumference comes in with both sexes or not at all, and a
 * note says why it was left out.
 */
export function selectTables(has: (file: string) => boolean): { tables: TableFile[]; notes: string[] } {
  const missing = REQUIRED_TABLES.filter((t) => !has(t.file)).map((t) => t.file);
  if (missing.length > 0) throw new Error(`missing ${missing.join(', ')}`);
  const headMissing = HEAD_TABLES.filter((t) => !has(t.file)).map((t) => t.file);
  if (headMissing.length === 0) return { tables: [...REQUIRED_TABLES, ...HEAD_TABLES], notes: [] };
  return {
    tables: [...REQUIRED_TABLES],
    notes: [`head circumference skipped (no percentile for it): ${headMissing.join(' and ')} not found (decision 0076)`],
  };
}

/** 'weight-for-age and length/height-for-age', with head-circumference-for-age when converted. */
export function describeTables(tables: readonly TableFile[]): string {
  const names = [...new Set(tables.map((t) => INDICATOR_NAMES[t.indicator]))];
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

type Row = Record<string, number>;

/** Rows of one CSV keyed by column name; checks that the days run 0..1856 without a gap. */
export function parseTable(text: string): Row[] {
  const [head = '', ...lines] = text.trim().split(/\r?\n/);
  const columns = head.split(',').map((c) => c.trim());
  const rows = lines.map((line, index) => {
    const cells = line.split(',').map(Number);
    if (cells.length !== columns.length || cells.some((n) => !Number.isFinite(n))) throw new Error(`bad row ${index + 2}: ${line}`);
    const row: Row = {};
    columns.forEach((name, i) => {
      row[name === 'Age' || name === 'Day' ? 'day' : name] = cells[i] ?? Number.NaN;
    });
    return row;
  });
  rows.forEach((row, i) => {
    if (row.day !== i) throw new Error(`day ${i} missing (found ${row.day})`);
  });
  if (rows.length !== LAST_DAY + 1) throw new Error(`expected days 0-${LAST_DAY}, found ${rows.length} rows`);
  return rows;
}

/** Scaled integers, each minus the previous one (the first minus 0). */
export function deltaEncode(values: readonly number[], scale: number): number[] {
  let previous = 0;
  return values.map((value) => {
    const scaled = Math.round(value * scale);
    if (Math.abs(scaled / scale - value) > 1e-9) throw new Error(`${value} has more decimals than the scale ${scale}`);
    const delta = scaled - previous;
    previous = scaled;
    return delta;
  });
}

/**
 * The two generated files' text for the tables of `sourceDir` (written by main). Pure apart from
 * reading the CSVs, so that a test runs it on a folder of its own.
 */
export function convert(sourceDir: string, today: string): { data: string; samples: string; notes: string[] } {
  const { tables, notes } = selectTables((file) => existsSync(join(sourceDir, file)));
  const header = (what: string) =>
    [
      '/**',
      ` * GENERATED by scripts/convert-who-growth.ts on ${today} — do not edit by hand; run \`npm run who:convert\`.`,
      ' * Source: World Health Organization, WHO Child Growth Standards (2006), expanded daily tables of',
      ` * ${describeTables(tables)}, boys and girls, days 0-1856`,
      ' * (https://www.who.int/tools/child-growth-standards/standards), from ../shared/data/who-growth/.',
      ` * ${what}`,
      ' */',
    ].join('\n');

  const data: string[] = [];
  const samples: string[] = [];
  for (const table of tables) {
    const rows = parseTable(readFileSync(join(sourceDir, table.file), 'utf8'));
    const series = (['L', 'M', 'S'] as const).map(
      (p) =>
        `    ${p}: [${deltaEncode(
          rows.map((r) => r[p] ?? Number.NaN),
          SCALES[p],
        ).join(',')}],`,
    );
    data.push(`  ${table.indicator}_${table.sex}: {\n${series.join('\n')}\n  },`);
    const days = rows.filter((r) => (r.day ?? 0) % SAMPLE_STEP === 0 || SAMPLE_DAYS.has(r.day ?? -1));
    const cells = days.map((r) => `[${[r.day, r.L, r.M, r.S, ...SAMPLE_COLUMNS.map((c) => r[c])].join(',')}]`);
    samples.push(`  ${table.indicator}_${table.sex}: [\n    ${cells.join(',\n    ')},\n  ],`);
  }

  return {
    notes,
    data: `${header('L, M, S of each day as integers (value × scale), each the difference from the previous day; decoded by who-lms.ts.')}

export const WHO_LAST_DAY = ${LAST_DAY};
export const WHO_SCALES = { L: ${SCALES.L}, M: ${SCALES.M}, S: ${SCALES.S} } as const;

export const WHO_LMS_DELTAS = {
${data.join('\n')}
} as const;
`,
    samples: `${header(`Test figures: every ${SAMPLE_STEP} days, days 365, 730, 1095 and the last, as [day, L, M, S, ${SAMPLE_COLUMNS.join(', ')}].`)}

export const WHO_SAMPLE_COLUMNS = ${JSON.stringify(SAMPLE_COLUMNS)} as const;

export const WHO_SAMPLES: Record<string, readonly (readonly number[])[]> = {
${samples.join('\n')}
};
`,
  };
}

/**
 * Written as the formatter would leave them (the compact data file is one the formatter skips), so
 * that a run on unchanged data changes only the date and `npm run format:check` still passes.
 */
async function writeFormatted(path: string, text: string): Promise<void> {
  const { ignored } = await prettier.getFileInfo(path, { ignorePath: '.prettierignore' });
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, ignored ? text : await prettier.format(text, { ...options, filepath: path }));
}

async function main(): Promise<void> {
  if (!existsSync(SOURCE_DIR)) {
    console.error(`${SOURCE_DIR} not found (run from the repository root with shared/ beside it)`);
    process.exit(1);
  }
  const { data, samples, notes } = convert(SOURCE_DIR, new Date().toISOString().slice(0, 10));
  for (const note of notes) console.log(note);
  await writeFormatted(DATA_OUT, data);
  await writeFormatted(SAMPLES_OUT, samples);
  console.log(`${DATA_OUT} and ${SAMPLES_OUT} written`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
