import * as v from 'valibot';
import { ChildSurveyAnswers, type Concern, type FeedingKind, type Temperament } from '../../contract/child-survey.ts';

/** What the survey form holds: text for the number inputs, '' for an unanswered choice. */
export type SurveyFormValues = {
  feeding: FeedingKind | '';
  sleepHours: string;
  nightWakings: string;
  temperament: Temperament | '';
  concerns: Concern[];
  concernNote: string;
};

export type SurveyField = 'sleepHours' | 'nightWakings' | 'concerns' | 'concernNote' | 'form';
/** Message keys of the contract schema (InvalidSleepHours, EmptySurvey …) by field. */
export type SurveyIssues = Partial<Record<SurveyField, string>>;

export function valuesOf(answers: ChildSurveyAnswers | null): SurveyFormValues {
  return {
    feeding: answers?.feeding ?? '',
    sleepHours: answers?.sleepHours == null ? '' : String(answers.sleepHours),
    nightWakings: answers?.nightWakings == null ? '' : String(answers.nightWakings),
    temperament: answers?.temperament ?? '',
    concerns: answers?.concerns ? [...answers.concerns] : [],
    concernNote: answers?.concernNote ?? '',
  };
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** Validates with the contract schema: the body to send, or the issues by field. */
export function toAnswers(values: SurveyFormValues): { answers: ChildSurveyAnswers | null; issues: SurveyIssues } {
  const input = {
    feeding: values.feeding === '' ? null : values.feeding,
    sleepHours: numberOrNull(values.sleepHours),
    nightWakings: numberOrNull(values.nightWakings),
    temperament: values.temperament === '' ? null : values.temperament,
    concerns: values.concerns,
    concernNote: values.concernNote,
  };
  const result = v.safeParse(ChildSurveyAnswers, input);
  if (result.success) return { answers: result.output, issues: {} };
  const issues: SurveyIssues = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)?.split('.')[0];
    const field: SurveyField = path === 'sleepHours' || path === 'nightWakings' || path === 'concerns' || path === 'concernNote' ? path : 'form';
    issues[field] ??= /^[A-Z][A-Za-z]+$/.test(issue.message) ? issue.message : 'InvalidSurvey';
  }
  return { answers: null, issues };
}

export function toggleConcern(list: readonly Concern[], concern: Concern): Concern[] {
  return list.includes(concern) ? list.filter((c) => c !== concern) : [...list, concern];
}
