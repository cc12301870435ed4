/** The measurement form's values and validation (pure): the contract's rules, shown in place. */
import * as v from 'valibot';
import type { Sex } from '../../contract/child.ts';
import { MeasurementBody, type Measurement } from '../../contract/growth-api.ts';
import { implausibleFields, inRange, roundMeasure, type LmsLookup, type MeasureField } from '../../contract/growth/measures.ts';
import { daysSinceBirthOn } from '../../contract/calendar/age.ts';
import { koreaDayOf } from '../../contract/calendar/today.ts';

export type MeasurementFormValues = { date: string; heightCm: string; weightKg: string; headCm: string };
export type MeasurementField = keyof MeasurementFormValues;
export type MeasurementIssues = Partial<Record<MeasurementField | 'form', string>>;

export type FormContext = {
  /** Null only for an unborn child, which has no measurements (decision 0071): no WHO check then. */
  sex: Sex | null;
  birthDateTime: string;
  /** Today in Korea, YYYY-MM-DD. */
  today: string;
  /** Days that already have a measurement (besides the one being edited). */
  takenDates: ReadonlySet<string>;
  /** The WHO tables once loaded (the chart loads them); without them only the unit ranges apply. */
  lookup: LmsLookup | null;
};

export const emptyMeasurement = (today: string): MeasurementFormValues => ({ date: today, heightCm: '', weightKg: '', headCm: '' });

export function valuesOf(m: Measurement): MeasurementFormValues {
  const text = (n: number | null) => (n == null ? '' : String(n));
  return { date: m.date, heightCm: text(m.heightCm), weightKg: text(m.weightKg), headCm: text(m.headCm) };
}

/** Days from the Korea-time birth date (day 0) to a YYYY-MM-DD date. */
export function ageInDaysOn(birthDateTime: string, date: string): number {
  return daysSinceBirthOn(birthDateTime, date);
}

/** The birth date in Korea time, YYYY-MM-DD (the earliest day a measurement can have). */
export function koreaBirthDate(birthDateTime: string): string {
  return koreaDayOf(birthDateTime);
}

const RANGE_KEY = { heightCm: 'HeightOutOfRange', weightKg: 'WeightOutOfRange', headCm: 'HeadOutOfRange' } as const satisfies Record<MeasureField, string>;
const AGE_KEY = { heightCm: 'HeightImplausibleForAge', weightKg: 'WeightImplausibleForAge', headCm: 'HeadImplausibleForAge' } as const satisfies Record<
  MeasureField,
  string
>;

function parseNumber(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 'invalid';
}

/** Issues keyed by field (message keys for useGrowthMessage) and the body when there is none. */
export function validateMeasurement(values: MeasurementFormValues, ctx: FormContext): { issues: MeasurementIssues; body: MeasurementBody | null } {
  const issues: MeasurementIssues = {};
  const numbers = { heightCm: parseNumber(values.heightCm), weightKg: parseNumber(values.weightKg), headCm: parseNumber(values.headCm) };
  const fields = ['heightCm', 'weightKg', 'headCm'] as const;

  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) issues.date = 'MeasurementDateRequired';
  else if (values.date > ctx.today) issues.date = 'FutureMeasurementDateException';
  else if (ageInDaysOn(ctx.birthDateTime, values.date) < 0) issues.date = 'MeasurementBeforeBirthException';
  else if (ctx.takenDates.has(values.date)) issues.date = 'AlreadyMeasuredOnDateException';

  for (const field of fields) {
    const n = numbers[field];
    if (n === 'invalid' || (n != null && !inRange(field, n))) issues[field] = RANGE_KEY[field];
  }
  const measures = {
    heightCm: typeof numbers.heightCm === 'number' ? roundMeasure('heightCm', numbers.heightCm) : null,
    weightKg: typeof numbers.weightKg === 'number' ? roundMeasure('weightKg', numbers.weightKg) : null,
    headCm: typeof numbers.headCm === 'number' ? roundMeasure('headCm', numbers.headCm) : null,
  };
  if (!issues.date) {
    if (ctx.sex)
      for (const field of implausibleFields(measures, ctx.sex, ageInDaysOn(ctx.birthDateTime, values.date), ctx.lookup)) issues[field] ??= AGE_KEY[field];
  }
  if (fields.every((field) => numbers[field] === null)) issues.form = 'MeasurementRequired';

  if (Object.keys(issues).length > 0) return { issues, body: null };
  const parsed = v.safeParse(MeasurementBody, { date: values.date, ...measures });
  return parsed.success ? { issues, body: parsed.output } : { issues: { form: 'MeasurementRequired' }, body: null };
}
