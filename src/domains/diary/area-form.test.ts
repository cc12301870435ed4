import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eatsMeals } from '../../contract/calendar/age.ts';
import { DiaryAreas, type DiaryArea } from '../../contract/diary.ts';
import { emptyAreaForm, FIELD_RULES, fromAreas, recordedAreas, toAreas, type AreaForm, type NumberField } from './area-form.ts';

const full: DiaryAreas = {
  water: { ml: 600, note: '보리차' },
  sleep: { hours: 11.5, naps: 2, note: null },
  childMeal: { times: 3, amount: 'MUCH', note: null },
  parentMeal: { times: 2, note: null },
  illness: { symptoms: ['FEVER', 'COUGH'], temperature: 38.2, note: '해열제' },
  mood: { mood: 'GOOD', note: null },
  breastfeeding: { times: 6, minutes: 90, formulaMl: null, note: null },
};

const withField = (field: NumberField, value: string): AreaForm => {
  const [area, key] = field.split('.') as [DiaryArea, string];
  const form = emptyAreaForm();
  const filled = { ...fromAreas(full)[area], [key]: value };
  return { ...form, [area]: filled };
};

describe('area form state ↔ contract (decision 0020)', () => {
  it('round-trips every area through the form', () => {
    expect(toAreas(fromAreas(full), true)).toEqual({ ok: true, areas: full });
  });

  it('leaves empty areas unrecorded (null) and needs nothing filled', () => {
    const result = toAreas(emptyAreaForm(), true);
    expect(result).toEqual({
      ok: true,
      areas: { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null },
    });
  });

  it('asks for the main value of an area once anything of it is filled', () => {
    const form = emptyAreaForm();
    form.water.note = '조금';
    form.mood.note = '웃음';
    form.childMeal.times = '2';
    const result = toAreas(form, true);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual({ 'water.ml': { kind: 'required' }, 'mood.mood': { kind: 'required' }, 'childMeal.amount': { kind: 'required' } });
  });

  it('drops the child meal area for a child of 6 months or younger (SPEC §4)', () => {
    const sixMonths = { months: 6, days: 0 };
    const older = { months: 6, days: 14 };
    expect(eatsMeals(sixMonths)).toBe(false);
    expect(eatsMeals(older)).toBe(true);
    const result = toAreas(fromAreas(full), eatsMeals(sixMonths));
    expect(result.ok && result.areas.childMeal).toBe(null);
    const eating = toAreas(fromAreas(full), eatsMeals(older));
    expect(eating.ok && eating.areas.childMeal).toEqual(full.childMeal);
  });

  it('mirrors the contract ranges exactly: the bounds pass, one step outside fails, off-step fails', () => {
    for (const [field, rule] of Object.entries(FIELD_RULES) as [NumberField, (typeof FIELD_RULES)[NumberField]][]) {
      for (const inside of [rule.min, rule.max]) {
        const result = toAreas(withField(field, String(inside)), true);
        expect(result.ok, `${field}=${inside}`).toBe(true);
        if (result.ok) expect(v.safeParse(DiaryAreas, result.areas).success).toBe(true);
      }
      for (const outside of [rule.min - rule.step, rule.max + rule.step]) {
        const result = toAreas(withField(field, String(outside)), true);
        expect(result.ok, `${field}=${outside}`).toBe(false);
        if (!result.ok) expect(result.issues[field]).toEqual({ kind: 'range', min: rule.min, max: rule.max, step: rule.step });
      }
    }
    expect(toAreas(withField('sleep.hours', '7.3'), true).ok).toBe(false);
    expect(toAreas(withField('water.ml', '12.5'), true).ok).toBe(false);
    expect(toAreas(withField('water.ml', 'abc'), true).ok).toBe(false);
  });

  it('keeps the contract order of symptoms and trims notes', () => {
    const form = emptyAreaForm();
    form.illness.symptoms = ['RASH', 'FEVER'];
    form.illness.note = '  밤에 열  ';
    const result = toAreas(form, true);
    expect(result.ok && result.areas.illness).toEqual({ symptoms: ['FEVER', 'RASH'], temperature: null, note: '밤에 열' });
  });

  it('lists the recorded areas in the SPEC §5 order', () => {
    expect(recordedAreas({ ...full, water: null, parentMeal: null })).toEqual(['sleep', 'childMeal', 'illness', 'mood', 'breastfeeding']);
  });
});
