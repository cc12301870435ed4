/**
 * The seven care areas as form state (strings as typed) ↔ the contract's DiaryAreas (SPEC §5).
 * An area left empty is not recorded (null); a filled one must pass the contract's schema, whose
 * ranges are mirrored in FIELD_RULES for inline messages (area-form.test.ts keeps both in step).
 */
import * as v from 'valibot';
import { DiaryAreas, MEAL_AMOUNTS, MOODS, SYMPTOMS, type DiaryArea } from '../../contract/diary.ts';

export type MealAmount = (typeof MEAL_AMOUNTS)[number];
export type Mood = (typeof MOODS)[number];
export type Symptom = (typeof SYMPTOMS)[number];

export type AreaForm = {
  water: { ml: string; note: string };
  sleep: { hours: string; naps: string; note: string };
  childMeal: { times: string; amount: MealAmount | ''; note: string };
  parentMeal: { times: string; note: string };
  illness: { symptoms: Symptom[]; temperature: string; note: string };
  mood: { mood: Mood | ''; note: string };
  breastfeeding: { times: string; minutes: string; formulaMl: string; note: string };
};

/** Numeric fields: range and step as the contract has them; `required` when the area is recorded. */
export const FIELD_RULES = {
  'water.ml': { min: 0, max: 5000, step: 1, required: true },
  'sleep.hours': { min: 0, max: 24, step: 0.5, required: true },
  'sleep.naps': { min: 0, max: 10, step: 1, required: false },
  'childMeal.times': { min: 0, max: 10, step: 1, required: true },
  'parentMeal.times': { min: 0, max: 6, step: 1, required: true },
  'illness.temperature': { min: 34, max: 43, step: 0.1, required: false },
  'breastfeeding.times': { min: 0, max: 30, step: 1, required: true },
  'breastfeeding.minutes': { min: 0, max: 600, step: 1, required: false },
  'breastfeeding.formulaMl': { min: 0, max: 3000, step: 1, required: false },
} as const;
export type NumberField = keyof typeof FIELD_RULES;

/** What is wrong with a field: shown inline next to it. */
export type FieldIssue = { kind: 'required' } | { kind: 'range'; min: number; max: number; step: number };
export type AreaIssues = Partial<Record<NumberField | 'childMeal.amount' | 'mood.mood' | `${DiaryArea}.note` | 'form', FieldIssue>>;

export const emptyAreaForm = (): AreaForm => ({
  water: { ml: '', note: '' },
  sleep: { hours: '', naps: '', note: '' },
  childMeal: { times: '', amount: '', note: '' },
  parentMeal: { times: '', note: '' },
  illness: { symptoms: [], temperature: '', note: '' },
  mood: { mood: '', note: '' },
  breastfeeding: { times: '', minutes: '', formulaMl: '', note: '' },
});

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A stored entry's areas → the form (for editing). */
export function fromAreas(areas: DiaryAreas): AreaForm {
  const form = emptyAreaForm();
  if (areas.water) form.water = { ml: str(areas.water.ml), note: areas.water.note ?? '' };
  if (areas.sleep) form.sleep = { hours: str(areas.sleep.hours), naps: str(areas.sleep.naps), note: areas.sleep.note ?? '' };
  if (areas.childMeal) form.childMeal = { times: str(areas.childMeal.times), amount: areas.childMeal.amount, note: areas.childMeal.note ?? '' };
  if (areas.parentMeal) form.parentMeal = { times: str(areas.parentMeal.times), note: areas.parentMeal.note ?? '' };
  if (areas.illness) form.illness = { symptoms: [...areas.illness.symptoms], temperature: str(areas.illness.temperature), note: areas.illness.note ?? '' };
  if (areas.mood) form.mood = { mood: areas.mood.mood, note: areas.mood.note ?? '' };
  if (areas.breastfeeding) {
    const b = areas.breastfeeding;
    form.breastfeeding = { times: str(b.times), minutes: str(b.minutes), formulaMl: str(b.formulaMl), note: b.note ?? '' };
  }
  return form;
}

/** Whether the user put anything into the area (an empty area is "not recorded today"). */
export function areaFilled(form: AreaForm, area: DiaryArea): boolean {
  const values = Object.values(form[area]);
  return values.some((value) => (Array.isArray(value) ? value.length > 0 : String(value).trim() !== ''));
}

export const NOTE_MAX = 200;

function isOnStep(value: number, min: number, step: number): boolean {
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) < 1e-9;
}

export type AreasResult = { ok: true; areas: DiaryAreas } | { ok: false; issues: AreaIssues };

/**
 * The form → the contract's DiaryAreas, or the issues per field. `eatsMeals` false drops the child
 * meal area (SPEC §4: only for a child over 6 months; the server refuses it for a younger one).
 */
export function toAreas(form: AreaForm, eatsMeals: boolean): AreasResult {
  const issues: AreaIssues = {};
  const num = (field: NumberField, raw: string, filled: boolean): number | null => {
    const rule = FIELD_RULES[field];
    const text = raw.trim();
    if (text === '') {
      if (filled && rule.required) issues[field] = { kind: 'required' };
      return null;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || value < rule.min || value > rule.max || !isOnStep(value, rule.min, rule.step)) {
      issues[field] = { kind: 'range', min: rule.min, max: rule.max, step: rule.step };
      return null;
    }
    return value;
  };
  const note = (area: DiaryArea, raw: string): string | null => {
    const text = raw.trim();
    if (text.length > NOTE_MAX) issues[`${area}.note`] = { kind: 'range', min: 0, max: NOTE_MAX, step: 1 };
    return text === '' ? null : text;
  };
  const on = (area: DiaryArea) => areaFilled(form, area);

  const areas: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
  if (on('water')) {
    const ml = num('water.ml', form.water.ml, true);
    areas.water = { ml: ml ?? 0, note: note('water', form.water.note) };
  }
  if (on('sleep')) {
    const hours = num('sleep.hours', form.sleep.hours, true);
    const naps = num('sleep.naps', form.sleep.naps, true);
    areas.sleep = { hours: hours ?? 0, naps: naps ?? 0, note: note('sleep', form.sleep.note) };
  }
  if (eatsMeals && on('childMeal')) {
    const times = num('childMeal.times', form.childMeal.times, true);
    if (form.childMeal.amount === '') issues['childMeal.amount'] = { kind: 'required' };
    areas.childMeal = { times: times ?? 0, amount: form.childMeal.amount || 'NORMAL', note: note('childMeal', form.childMeal.note) };
  }
  if (on('parentMeal')) {
    const times = num('parentMeal.times', form.parentMeal.times, true);
    areas.parentMeal = { times: times ?? 0, note: note('parentMeal', form.parentMeal.note) };
  }
  if (on('illness')) {
    const temperature = num('illness.temperature', form.illness.temperature, true);
    const symptoms = SYMPTOMS.filter((symptom) => form.illness.symptoms.includes(symptom));
    areas.illness = { symptoms, temperature, note: note('illness', form.illness.note) };
  }
  if (on('mood')) {
    if (form.mood.mood === '') issues['mood.mood'] = { kind: 'required' };
    areas.mood = { mood: form.mood.mood || 'NORMAL', note: note('mood', form.mood.note) };
  }
  if (on('breastfeeding')) {
    const b = form.breastfeeding;
    const times = num('breastfeeding.times', b.times, true);
    const minutes = num('breastfeeding.minutes', b.minutes, true);
    const formulaMl = num('breastfeeding.formulaMl', b.formulaMl, true);
    areas.breastfeeding = { times: times ?? 0, minutes, formulaMl, note: note('breastfeeding', b.note) };
  }
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  // The contract decides in the end; FIELD_RULES only words its ranges for the inline messages.
  const parsed = v.safeParse(DiaryAreas, areas);
  return parsed.success ? { ok: true, areas: parsed.output } : { ok: false, issues: { form: { kind: 'required' } } };
}

/** The areas recorded in an entry, in the SPEC §5 order (for the read page's summary). */
export function recordedAreas(areas: DiaryAreas): DiaryArea[] {
  return (Object.keys(areas) as DiaryArea[]).filter((area) => areas[area] !== null);
}
