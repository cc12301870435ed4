import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChildSurveyAnswers, ChildSurveyBody } from './child-survey.ts';

const base = {
  feeding: 'BREAST_MILK',
  sleepHours: 15,
  nightWakings: 3,
  temperament: 'SENSITIVE',
  concerns: ['GROWTH', 'HEALTH'],
  concernNote: '잘 먹는지 걱정돼요',
};
const issue = (value: unknown) => {
  const result = v.safeParse(ChildSurveyAnswers, value);
  return result.success ? null : result.issues[0]?.message;
};

describe('child survey schema (decision 0014, SPEC §7 childSurveys)', () => {
  it('accepts a full survey and one with a single answered question', () => {
    expect(issue(base)).toBeNull();
    expect(issue({ feeding: null, sleepHours: null, nightWakings: null, temperament: null, concerns: ['SLEEP'], concernNote: null })).toBeNull();
    expect(v.parse(ChildSurveyBody, { childSurveys: base }).childSurveys).toEqual(base);
  });

  it('trims the note and turns a blank one into null', () => {
    expect(v.parse(ChildSurveyAnswers, { ...base, concernNote: '  걱정  ' }).concernNote).toBe('걱정');
    expect(v.parse(ChildSurveyAnswers, { ...base, concernNote: '   ' }).concernNote).toBeNull();
  });

  it('checks each answer with its own message key', () => {
    expect(issue({ ...base, sleepHours: 24 })).toBeNull();
    expect(issue({ ...base, sleepHours: 0 })).toBeNull();
    expect(issue({ ...base, sleepHours: 10.5 })).toBeNull();
    expect(issue({ ...base, sleepHours: 24.5 })).toBe('InvalidSleepHours');
    expect(issue({ ...base, sleepHours: 10.25 })).toBe('InvalidSleepHours');
    expect(issue({ ...base, nightWakings: 20 })).toBeNull();
    expect(issue({ ...base, nightWakings: 21 })).toBe('InvalidNightWakings');
    expect(issue({ ...base, nightWakings: 0.5 })).toBe('InvalidNightWakings');
    expect(issue({ ...base, concerns: ['SLEEP', 'SLEEP'] })).toBe('DuplicateConcern');
    expect(issue({ ...base, concernNote: '가'.repeat(500) })).toBeNull();
    expect(issue({ ...base, concernNote: '가'.repeat(501) })).toBe('SurveyNoteTooLong');
    expect(issue({ ...base, feeding: 'JUICE' })).not.toBeNull();
    expect(issue({ ...base, concerns: ['MONEY'] })).not.toBeNull();
  });

  it('refuses an empty survey (EmptySurvey)', () => {
    expect(issue({ feeding: null, sleepHours: null, nightWakings: null, temperament: null, concerns: [], concernNote: ' ' })).toBe('EmptySurvey');
  });
});
