import { describe, expect, it } from 'vitest';
import type { LmsLookup } from '../../contract/growth/measures.ts';
import { whoLms } from '../../contract/growth/who-lms.ts';
import { ageInDaysOn, emptyMeasurement, koreaBirthDate, validateMeasurement, type FormContext } from './measurement-form-state.ts';

// Decision 0015: fixed units validated in place; the date rules of the server shown before sending.
// Born 2026-05-01 10:00 in Korea; today 2026-11-22.
const ctx: FormContext = { sex: 'FEMALE', birthDateTime: '2026-05-01T01:00:00Z', today: '2026-11-22', takenDates: new Set(['2026-06-01']), lookup: whoLms };
const form = (values: Partial<ReturnType<typeof emptyMeasurement>>) => ({ ...emptyMeasurement('2026-11-22'), ...values });

describe('validateMeasurement', () => {
  it('builds the body with values rounded as stored', () => {
    expect(validateMeasurement(form({ heightCm: '67.25', weightKg: '7,456', headCm: '' }), ctx)).toEqual({
      issues: {},
      body: { date: '2026-11-22', heightCm: 67.3, weightKg: 7.46, headCm: null },
    });
  });
  it('asks for at least one value and a date', () => {
    expect(validateMeasurement(form({}), ctx).issues).toEqual({ form: 'MeasurementRequired' });
    expect(validateMeasurement(form({ date: '', weightKg: '7' }), ctx).issues).toEqual({ date: 'MeasurementDateRequired' });
  });
  it('refuses a future date, a date before birth (Korea time) and a day already measured', () => {
    expect(validateMeasurement(form({ date: '2026-11-23', weightKg: '7' }), ctx).issues).toEqual({ date: 'FutureMeasurementDateException' });
    expect(validateMeasurement(form({ date: '2026-04-30', weightKg: '3.2' }), ctx).issues).toEqual({ date: 'MeasurementBeforeBirthException' });
    expect(validateMeasurement(form({ date: '2026-06-01', weightKg: '4.4' }), ctx).issues).toEqual({ date: 'AlreadyMeasuredOnDateException' });
    expect(ageInDaysOn(ctx.birthDateTime, '2026-05-01')).toBe(0);
  });
  it('refuses grams typed as kilograms and metres as centimetres with the unit message', () => {
    expect(validateMeasurement(form({ weightKg: '7400' }), ctx).issues).toEqual({ weightKg: 'WeightOutOfRange' });
    expect(validateMeasurement(form({ heightCm: '0.67' }), ctx).issues).toEqual({ heightCm: 'HeightOutOfRange' });
    expect(validateMeasurement(form({ headCm: '440' }), ctx).issues).toEqual({ headCm: 'HeadOutOfRange' });
    expect(validateMeasurement(form({ weightKg: 'abc' }), ctx).issues).toEqual({ weightKg: 'WeightOutOfRange' });
  });
  it('applies WHO limits for the age once the tables are loaded', () => {
    expect(validateMeasurement(form({ weightKg: '74' }), ctx).issues).toEqual({ weightKg: 'WeightImplausibleForAge' });
    expect(validateMeasurement(form({ heightCm: '120' }), ctx).issues).toEqual({ heightCm: 'HeightImplausibleForAge' });
    expect(validateMeasurement(form({ weightKg: '74' }), { ...ctx, lookup: null }).issues).toEqual({});
  });
  it("says a head circumference is far outside WHO's range when the lookup has a head table (decision 0076)", () => {
    // A synthetic head table (made-up L 1, M 43 cm, S 0.03): 60 cm is z 13.
    const withHead: LmsLookup = (indicator, sex, day) => (indicator === 'head' ? { L: 1, M: 43, S: 0.03 } : whoLms(indicator, sex, day));
    expect(validateMeasurement(form({ headCm: '60' }), { ...ctx, lookup: withHead }).issues).toEqual({ headCm: 'HeadImplausibleForAge' });
    expect(validateMeasurement(form({ headCm: '43' }), { ...ctx, lookup: withHead }).issues).toEqual({});
  });
});

describe('koreaBirthDate', () => {
  it('is the birth date in Korea time', () => {
    expect(koreaBirthDate('2026-04-30T16:00:00Z')).toBe('2026-05-01');
    expect(koreaBirthDate('2026-04-30T14:59:59Z')).toBe('2026-04-30');
  });
});
