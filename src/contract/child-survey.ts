import * as v from 'valibot';
import { Str } from './primitives.ts';

/**
 * The child survey (decision 0014, SPEC §7 `PATCH /api/members/children/{id}/surveys` with body
 * `childSurveys`). `childSurveys` is ONE answers object (not a list of question/answer pairs): every
 * question has a fixed key and a typed answer, so the server validates each answer and the client
 * renders it without parsing free text. A question left unanswered is null (concerns: []), but a
 * survey must answer at least one question.
 *
 *   feeding      BREAST_MILK | FORMULA | MIXED | BABY_FOOD | REGULAR_FOOD   (모유/분유/혼합/이유식/일반식)
 *   sleepHours   hours of sleep a day, 0-24 in steps of 0.5
 *   nightWakings times the child wakes at night, whole number 0-20
 *   temperament  EASYGOING | ACTIVE | SENSITIVE | CAUTIOUS
 *   concerns     any of SLEEP, FEEDING, GROWTH, DEVELOPMENT, HEALTH, BEHAVIOR, PARENTING (no repeats)
 *   concernNote  free text about the concerns, trimmed, at most 500 characters ('' → null)
 */
export const FEEDING_KINDS = ['BREAST_MILK', 'FORMULA', 'MIXED', 'BABY_FOOD', 'REGULAR_FOOD'] as const;
export const TEMPERAMENTS = ['EASYGOING', 'ACTIVE', 'SENSITIVE', 'CAUTIOUS'] as const;
export const CONCERNS = ['SLEEP', 'FEEDING', 'GROWTH', 'DEVELOPMENT', 'HEALTH', 'BEHAVIOR', 'PARENTING'] as const;
export const SURVEY_NOTE_MAX = 500;
export const SLEEP_HOURS_MAX = 24;
export const NIGHT_WAKINGS_MAX = 20;

export type FeedingKind = (typeof FEEDING_KINDS)[number];
export type Temperament = (typeof TEMPERAMENTS)[number];
export type Concern = (typeof CONCERNS)[number];

const SleepHours = v.pipe(
  v.number(),
  v.minValue(0, 'InvalidSleepHours'),
  v.maxValue(SLEEP_HOURS_MAX, 'InvalidSleepHours'),
  v.multipleOf(0.5, 'InvalidSleepHours'),
);
const NightWakings = v.pipe(
  v.number(),
  v.integer('InvalidNightWakings'),
  v.minValue(0, 'InvalidNightWakings'),
  v.maxValue(NIGHT_WAKINGS_MAX, 'InvalidNightWakings'),
);
const ConcernNote = v.pipe(
  Str,
  v.trim(),
  v.maxLength(SURVEY_NOTE_MAX, 'SurveyNoteTooLong'),
  v.transform((text) => (text === '' ? null : text)),
);

export const ChildSurveyAnswers = v.pipe(
  v.object({
    feeding: v.nullable(v.picklist(FEEDING_KINDS)),
    sleepHours: v.nullable(SleepHours),
    nightWakings: v.nullable(NightWakings),
    temperament: v.nullable(v.picklist(TEMPERAMENTS)),
    concerns: v.pipe(
      v.array(v.picklist(CONCERNS)),
      v.check((list) => new Set(list).size === list.length, 'DuplicateConcern'),
    ),
    concernNote: v.nullable(ConcernNote),
  }),
  v.check((answers) => isAnswered(answers), 'EmptySurvey'),
);
export type ChildSurveyAnswers = v.InferOutput<typeof ChildSurveyAnswers>;

/** At least one question answered. */
export function isAnswered(a: {
  feeding: unknown;
  sleepHours: unknown;
  nightWakings: unknown;
  temperament: unknown;
  concerns: readonly unknown[];
  concernNote: unknown;
}): boolean {
  return (
    a.feeding !== null ||
    a.sleepHours !== null ||
    a.nightWakings !== null ||
    a.temperament !== null ||
    a.concerns.length > 0 ||
    (a.concernNote !== null && a.concernNote !== '')
  );
}

export const ChildSurveyBody = v.object({ childSurveys: ChildSurveyAnswers });

/** GET and PATCH answer: the saved survey, or null before the parent filled it in. */
export const ChildSurveyData = v.object({
  childSurveys: v.nullable(ChildSurveyAnswers),
  updatedAt: v.nullable(v.string()),
});
export type ChildSurveyData = v.InferOutput<typeof ChildSurveyData>;
