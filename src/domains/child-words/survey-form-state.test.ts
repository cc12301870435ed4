import { describe, expect, it } from 'vitest';
import { toAnswers, toggleConcern, valuesOf } from './survey-form-state.ts';

const empty = valuesOf(null);

describe('survey form state (decision 0014)', () => {
  it('round-trips saved answers through the form values', () => {
    const answers = { feeding: 'MIXED', sleepHours: 12.5, nightWakings: 0, temperament: 'ACTIVE', concerns: ['SLEEP'], concernNote: '메모' } as const;
    expect(toAnswers(valuesOf({ ...answers, concerns: [...answers.concerns] }))).toEqual({ answers: { ...answers, concerns: ['SLEEP'] }, issues: {} });
  });

  it('treats blank inputs as unanswered and needs at least one answer', () => {
    expect(toAnswers(empty)).toEqual({ answers: null, issues: { form: 'EmptySurvey' } });
    expect(toAnswers({ ...empty, nightWakings: '0' }).answers).toMatchObject({ nightWakings: 0, sleepHours: null, feeding: null, concernNote: null });
  });

  it('names the field of each invalid answer', () => {
    expect(toAnswers({ ...empty, sleepHours: '25' }).issues).toEqual({ sleepHours: 'InvalidSleepHours' });
    expect(toAnswers({ ...empty, sleepHours: 'abc', feeding: 'FORMULA' }).issues.sleepHours).toBeDefined();
    expect(toAnswers({ ...empty, nightWakings: '1.5' }).issues).toEqual({ nightWakings: 'InvalidNightWakings' });
    expect(toAnswers({ ...empty, concernNote: '가'.repeat(501) }).issues).toEqual({ concernNote: 'SurveyNoteTooLong' });
  });

  it('toggles concerns without repeats', () => {
    expect(toggleConcern(['SLEEP'], 'GROWTH')).toEqual(['SLEEP', 'GROWTH']);
    expect(toggleConcern(['SLEEP', 'GROWTH'], 'SLEEP')).toEqual(['GROWTH']);
  });
});
